// Integration-test style: views of one buffer (subview, reinterpret_cast,
// collapse/expand_shape, transpose, cast) read back and printed.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ij = arith.muli %i, %c8 : index
      %k = arith.addi %ij, %j : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %buf[%i, %j] : memref<8x8xf32>
    }
  }
  %sv = memref.subview %buf[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %sv2 = memref.subview %sv[%c1, 0] [2, %c2] [1, 2] : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<2x?xf32, strided<[8, 2], offset: ?>>
  %flat = memref.collapse_shape %buf [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %re = memref.expand_shape %flat [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
  %rc = memref.reinterpret_cast %buf to offset: [%c4], sizes: [2, 4], strides: [8, 2] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 2], offset: ?>>
  %tr = memref.transpose %sv (i, j) -> (j, i) : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<4x4xf32, strided<[1, 8], offset: 18>>
  %d = memref.dim %sv2, %c1 : memref<2x?xf32, strided<[8, 2], offset: ?>>
  %u1 = memref.cast %sv : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %rc : memref<2x4xf32, strided<[8, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %tr : memref<4x4xf32, strided<[1, 8], offset: 18>> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %u4 = memref.cast %re : memref<4x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %v = memref.load %sv2[%c1, %c1] : memref<2x?xf32, strided<[8, 2], offset: ?>>
  vector.print %v : f32
  %di = arith.index_cast %d : index to i64
  vector.print %di : i64
  memref.dealloc %buf : memref<8x8xf32>
  return
}
