module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %2 = arith.muli %arg0, %c8 : index
        %3 = arith.addi %2, %arg1 : index
        %4 = arith.index_cast %3 : index to i32
        %5 = arith.sitofp %4 : i32 to f32
        memref.store %5, %alloc[%arg0, %arg1] : memref<8x8xf32>
      }
    }
    %subview = memref.subview %alloc[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
    %subview_0 = memref.subview %subview[%c1, 0] [2, %c2] [1, 2] : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<2x?xf32, strided<[8, 2], offset: ?>>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c4], sizes: [2, 4], strides: [8, 2] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 2], offset: ?>>
    %transpose = memref.transpose %subview (d0, d1) -> (d1, d0) : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<4x4xf32, strided<[1, 8], offset: 18>>
    %dim = memref.dim %subview_0, %c1 : memref<2x?xf32, strided<[8, 2], offset: ?>>
    %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %reinterpret_cast : memref<2x4xf32, strided<[8, 2], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %transpose : memref<4x4xf32, strided<[1, 8], offset: 18>> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %expand_shape : memref<4x4x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    %0 = memref.load %subview_0[%c1, %c1] : memref<2x?xf32, strided<[8, 2], offset: ?>>
    vector.print %0 : f32
    %1 = arith.index_cast %dim : index to i64
    vector.print %1 : i64
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}

