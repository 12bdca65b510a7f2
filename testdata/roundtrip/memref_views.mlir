func.func @views(%m: memref<8x8xf32>, %i: index, %n: index) {
  %raw = memref.alloc() : memref<1024xi8>
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %v0 = memref.view %raw[%c0][] : memref<1024xi8> to memref<8x8xf32>
  %v1 = memref.view %raw[%c256][%n] : memref<1024xi8> to memref<?x4xf32>
  %s0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %s1 = memref.subview %m[0, 0] [%n, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  %s2 = memref.subview %m[1, 2] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 10>>
  %s3 = memref.subview %m[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<8x8xf32> to memref<*xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  %r2 = memref.reinterpret_cast %u to offset: [%i], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %es = memref.expand_shape %cs [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
  %ed = memref.expand_shape %c [[0, 1], [2]] output_shape [%n, 2, %n] : memref<?x?xf32> into memref<?x2x?xf32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %ms = memref.memory_space_cast %m : memref<8x8xf32> to memref<8x8xf32, 1>
  memref.dealloc %raw : memref<1024xi8>
  return
}
