// A helper that prints its intermediate results, called twice: the buffers
// it passes to the runner's printMemrefF32 (an external function) live
// until the entry returns, so each call gets its own copy in a persistent
// region of @report, which it takes as an argument next to its workspace.
func.func @report(%in: memref<8xf32>, %k: f32) {
  %t = memref.alloc() : memref<8xf32>
  %p = memref.alloc() : memref<8xf32>
  linalg.fill ins(%k : f32) outs(%t : memref<8xf32>)
  linalg.mul ins(%in, %t : memref<8xf32>, memref<8xf32>) outs(%p : memref<8xf32>)
  %u = memref.cast %p : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  %k2 = arith.constant 2.0 : f32
  %k3 = arith.constant -3.0 : f32
  call @report(%a, %k2) : (memref<8xf32>, f32) -> ()
  call @report(%a, %k3) : (memref<8xf32>, f32) -> ()
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
