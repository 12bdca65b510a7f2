#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<8x8xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<8x8xf32>) {
    ^bb0(%out: f32):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %c8_6 = arith.constant 8 : index
      %2 = arith.muli %0, %c8_6 : index
      %3 = arith.addi %2, %1 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      linalg.yield %5 : f32
    }
    %subview = memref.subview %alloc[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    %transpose = memref.transpose %alloc (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
    %alloc_0 = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<64xf32>)
    %alloc_1 = memref.alloc() : memref<4x4xf32>
    linalg.copy ins(%subview : memref<4x4xf32, strided<[8, 1], offset: 18>>) outs(%alloc_1 : memref<4x4xf32>)
    %alloc_2 = memref.alloc() : memref<64xf32>
    linalg.add ins(%collapse_shape, %alloc_0 : memref<64xf32>, memref<64xf32>) outs(%alloc_2 : memref<64xf32>)
    %expand_shape = memref.expand_shape %alloc_2 [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
    %alloc_3 = memref.alloc() : memref<8x8xf32>
    linalg.add ins(%expand_shape, %transpose : memref<8x8xf32>, memref<8x8xf32, strided<[1, 8]>>) outs(%alloc_3 : memref<8x8xf32>)
    %cast = memref.cast %alloc_3 : memref<8x8xf32> to memref<?x8xf32>
    %alloc_4 = memref.alloc() : memref<8x8xf32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %cast[%arg0, %arg1] : memref<?x8xf32>
        %1 = arith.remui %arg0, %c8 : index
        %c4 = arith.constant 4 : index
        %2 = arith.remui %arg0, %c4 : index
        %3 = arith.remui %arg1, %c4 : index
        %4 = memref.load %alloc_1[%2, %3] : memref<4x4xf32>
        %5 = arith.addf %0, %4 : f32
        memref.store %5, %alloc_4[%arg0, %arg1] : memref<8x8xf32>
      }
    }
    %cast_5 = memref.cast %alloc_4 : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_5) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

