// Kenneth Lee's buffer-allocation syntax: `for i pipeline(depth=2): t = AllocTensor(); load
// t; compute; free t`. The buffers are allocated in the loop body, filled
// first, used and freed; memopt hoists memref<2x...> copies before the
// loop. (MLIR's transform does not hoist: the original program is the
// oracle.)
// MULTIBUFFER: factor=4
// MULTIBUFFERED: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %in = memref.alloc() : memref<20xf32>
  %out = memref.alloc() : memref<20xf32>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<20xf32>
  }
  scf.for %i = %c0 to %c5 step %c1 {
    %o = arith.muli %i, %c4 : index
    %t = memref.alloc() : memref<4xf32>
    %s = memref.subview %in[%o] [4] [1] : memref<20xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %s, %t : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    %u = memref.alloc() : memref<4xf32>
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    linalg.fill ins(%ff : f32) outs(%u : memref<4xf32>)
    linalg.mul ins(%t, %u : memref<4xf32>, memref<4xf32>) outs(%u : memref<4xf32>)
    %d = memref.subview %out[%o] [4] [1] : memref<20xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.add ins(%u, %t : memref<4xf32>, memref<4xf32>) outs(%d : memref<4xf32, strided<[1], offset: ?>>)
    memref.dealloc %u : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  } {memopt.pipeline_depth = 2 : i64}
  %v = memref.cast %out : memref<20xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
