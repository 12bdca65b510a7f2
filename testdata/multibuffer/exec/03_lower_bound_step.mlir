// A loop from 3 to 50 step 5 (10 iterations, not a multiple of the 4
// copies), whose buffer is read and written element by element after a
// memref.copy overwrote it.
// MULTIBUFFER: factor=4
// TRANSFORM: factor = 4 : i64
// MULTIBUFFERED: 1
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c50 = arith.constant 50 : index
  %c64 = arith.constant 64 : index
  %in = memref.alloc() : memref<64xf32>
  %out = memref.alloc() : memref<64xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %f = arith.sitofp %sq : i32 to f32
    memref.store %f, %in[%i] : memref<64xf32>
  }
  %buf = memref.alloc() {multibuffer} : memref<3xf32>
  scf.for %i = %c3 to %c50 step %c5 {
    %s = memref.subview %in[%i] [3] [1] : memref<64xf32> to memref<3xf32, strided<[1], offset: ?>>
    memref.copy %s, %buf : memref<3xf32, strided<[1], offset: ?>> to memref<3xf32>
    %a = memref.load %buf[%c0] : memref<3xf32>
    %b = memref.load %buf[%c2] : memref<3xf32>
    %d = arith.subf %b, %a : f32
    memref.store %d, %buf[%c1] : memref<3xf32>
    %o = memref.subview %out[%i] [3] [1] : memref<64xf32> to memref<3xf32, strided<[1], offset: ?>>
    memref.copy %buf, %o : memref<3xf32> to memref<3xf32, strided<[1], offset: ?>>
  }
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
