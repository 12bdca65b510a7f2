// Scratch buffers inside nested loops and a branch (hoisted by both
// hoisting passes, put on the stack by promote-buffers-to-stack) and a
// buffer carried through iter_args (left alone).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<8xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<8xf32>)
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<4xf32>)
  %acc = scf.for %i = %c0 to %c8 step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.for %j = %c0 to %c4 step %c1 {
      %tmp = memref.alloc() : memref<4xf32>
      linalg.fill ins(%f : f32) outs(%tmp : memref<4xf32>)
      %v = memref.load %tmp[%j] : memref<4xf32>
      %o = memref.load %out[%i] : memref<8xf32>
      %s = arith.addf %o, %v : f32
      memref.store %s, %out[%i] : memref<8xf32>
    }
    %next = memref.alloc() : memref<4xf32>
    linalg.add ins(%it, %it : memref<4xf32>, memref<4xf32>) outs(%next : memref<4xf32>)
    %even = arith.remui %i, %c4 : index
    %c = arith.cmpi eq, %even, %c0 : index
    scf.if %c {
      %b = memref.alloc() : memref<4xf32>
      linalg.fill ins(%f : f32) outs(%b : memref<4xf32>)
      linalg.add ins(%next, %b : memref<4xf32>, memref<4xf32>) outs(%next : memref<4xf32>)
    }
    scf.yield %next : memref<4xf32>
  }
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %a = memref.cast %acc : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%a) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
