// scf.if results alias the buffers the branches yield: both stay alive
// until the result's last use; a buffer used only inside one branch is not.
func.func @pick(%flag: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<32xf32>)
  %b = memref.alloc() : memref<32xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<32xf32>)
  %r = scf.if %flag -> (memref<32xf32>) {
    %t = memref.alloc() : memref<32xf32>
    linalg.add ins(%a, %a : memref<32xf32>, memref<32xf32>) outs(%t : memref<32xf32>)
    linalg.add ins(%t, %a : memref<32xf32>, memref<32xf32>) outs(%a : memref<32xf32>)
    scf.yield %a : memref<32xf32>
  } else {
    scf.yield %b : memref<32xf32>
  }
  %other = memref.alloc() : memref<32xf32>
  linalg.fill ins(%two : f32) outs(%other : memref<32xf32>)
  %late = memref.alloc() : memref<32xf32>
  linalg.add ins(%r, %other : memref<32xf32>, memref<32xf32>) outs(%late : memref<32xf32>)
  %x = memref.load %late[%c5] : memref<32xf32>
  %y = memref.load %r[%c0] : memref<32xf32>
  %z = arith.mulf %x, %y : f32
  return %z : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %p = call @pick(%t) : (i1) -> f32
  %q = call @pick(%f) : (i1) -> f32
  %out = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %p, %out[%c0] : memref<2xf32>
  memref.store %q, %out[%c1] : memref<2xf32>
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
