// A 3-d forall (2 x 3 x 2 threads), each with three temporaries (the
// third can take the first one's bytes).
func.func @main() {
  %out = memref.alloc() : memref<2x3x2x16xf32>
  scf.forall (%i, %j, %k) in (2, 3, 2) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %kk = arith.index_cast %k : index to i32
    %c100 = arith.constant 100 : i32
    %c10 = arith.constant 10 : i32
    %a1 = arith.muli %ii, %c100 : i32
    %a2 = arith.muli %jj, %c10 : i32
    %a3 = arith.addi %a1, %a2 : i32
    %a4 = arith.addi %a3, %kk : i32
    %f = arith.sitofp %a4 : i32 to f32
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%f : f32) outs(%t : memref<16xf32>)
    %u = memref.alloc() : memref<16xf32>
    linalg.add ins(%t, %t : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
    %dst = memref.subview %out[%i, %j, %k, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    %w = memref.alloc() : memref<16xf32>
    linalg.mul ins(%u, %u : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
    linalg.sub ins(%w, %u : memref<16xf32>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
  }
  %v = memref.cast %out : memref<2x3x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
