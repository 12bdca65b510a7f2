// A tiled elementwise loop in MLIR's form: the scratch tile is allocated
// before the loop and every iteration first copies an input tile into it.
// MULTIBUFFER: factor=2
// TRANSFORM: factor = 2 : i64
// MULTIBUFFERED: 1
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %in = memref.alloc() : memref<64xf32>
  %out = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<64xf32>
  }
  %tmp = memref.alloc() {multibuffer} : memref<8xf32>
  scf.for %i = %c0 to %c64 step %c8 {
    %s = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %s, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    linalg.mul ins(%tmp, %tmp : memref<8xf32>, memref<8xf32>) outs(%tmp : memref<8xf32>)
    %o = memref.subview %out[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    linalg.add ins(%tmp, %s : memref<8xf32>, memref<8xf32, strided<[1], offset: ?>>) outs(%o : memref<8xf32, strided<[1], offset: ?>>)
  }
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
