module {
  func.func @views(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index) {
    %alloc = memref.alloc() : memref<1024xi8>
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %view = memref.view %alloc[%c0][] : memref<1024xi8> to memref<8x8xf32>
    %view_0 = memref.view %alloc[%c256][%arg2] : memref<1024xi8> to memref<?x4xf32>
    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %subview_1 = memref.subview %arg0[0, 0] [%arg2, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1]>>
    %subview_2 = memref.subview %arg0[1, 2] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 10>>
    %subview_3 = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
    %cast = memref.cast %arg0 : memref<8x8xf32> to memref<?x?xf32>
    %cast_4 = memref.cast %arg0 : memref<8x8xf32> to memref<*xf32>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
    %reinterpret_cast_5 = memref.reinterpret_cast %cast_4 to offset: [%arg1], sizes: [%arg2, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
    %expand_shape_6 = memref.expand_shape %cast [[0, 1], [2]] output_shape [%arg2, 2, %arg2] : memref<?x?xf32> into memref<?x2x?xf32>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
    %memspacecast = memref.memory_space_cast %arg0 : memref<8x8xf32> to memref<8x8xf32, 1>
    memref.dealloc %alloc : memref<1024xi8>
    return
  }
}

