// Nested scf.for loops: a buffer of the function used in the inner loop is
// extended over both loops; one allocated in the outer body and used in the
// inner loop only over the inner loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %w = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %w[%i] : memref<16xf32>
  }
  %acc = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<16xf32>)
  %half_v = memref.alloc() : memref<16xf32>
  linalg.fill ins(%half : f32) outs(%half_v : memref<16xf32>)
  scf.for %i = %c0 to %c3 step %c1 {
    %row = memref.alloc() : memref<16xf32>
    linalg.fill ins(%half : f32) outs(%row : memref<16xf32>)
    scf.for %j = %c0 to %c16 step %c1 {
      %a = memref.load %w[%j] : memref<16xf32>
      %b = memref.load %row[%j] : memref<16xf32>
      %c = arith.mulf %a, %b : f32
      %d = memref.load %acc[%j] : memref<16xf32>
      %e = arith.addf %c, %d : f32
      memref.store %e, %acc[%j] : memref<16xf32>
      memref.store %e, %row[%j] : memref<16xf32>
    }
    %tmp = memref.alloc() : memref<16xf32>
    linalg.add ins(%row, %acc : memref<16xf32>, memref<16xf32>) outs(%tmp : memref<16xf32>)
    linalg.add ins(%tmp, %w : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
    %sq = memref.alloc() : memref<16xf32>
    linalg.mul ins(%tmp, %half_v : memref<16xf32>, memref<16xf32>) outs(%sq : memref<16xf32>)
    linalg.add ins(%sq, %acc : memref<16xf32>, memref<16xf32>) outs(%acc : memref<16xf32>)
  }
  %out = memref.alloc() : memref<16xf32>
  linalg.add ins(%acc, %w : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  %u = memref.cast %out : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
