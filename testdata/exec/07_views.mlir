// Views (subview, collapse_shape, expand_shape, cast, transpose) keep their
// base buffer alive: the base may only be reused after the last view use.
#id2 = affine_map<(i, j) -> (i, j)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %base = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%base : memref<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c8i = arith.constant 8 : index
    %k = arith.muli %i, %c8i : index
    %s = arith.addi %k, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %sub = memref.subview %base[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %flat = memref.collapse_shape %base [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %tr = memref.transpose %base (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %other = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%other : memref<64xf32>)
  %sq = memref.alloc() : memref<4x4xf32>
  linalg.copy ins(%sub : memref<4x4xf32, strided<[8, 1], offset: 18>>) outs(%sq : memref<4x4xf32>)
  %acc = memref.alloc() : memref<64xf32>
  linalg.add ins(%flat, %other : memref<64xf32>, memref<64xf32>) outs(%acc : memref<64xf32>)
  %e = memref.expand_shape %acc [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %t2 = memref.alloc() : memref<8x8xf32>
  linalg.add ins(%e, %tr : memref<8x8xf32>, memref<8x8xf32, strided<[1, 8]>>) outs(%t2 : memref<8x8xf32>)
  %cst = memref.cast %t2 : memref<8x8xf32> to memref<?x8xf32>
  %out = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %v = memref.load %cst[%i, %j] : memref<?x8xf32>
      %i4 = arith.remui %i, %c8 : index
      %c4 = arith.constant 4 : index
      %a = arith.remui %i, %c4 : index
      %b = arith.remui %j, %c4 : index
      %w = memref.load %sq[%a, %b] : memref<4x4xf32>
      %r = arith.addf %v, %w : f32
      memref.store %r, %out[%i, %j] : memref<8x8xf32>
    }
  }
  %u = memref.cast %out : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
