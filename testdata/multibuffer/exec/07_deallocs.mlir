// Buffers freed after the loop: the deallocs free the multi-buffers. Five
// copies for a loop of three iterations. (MLIR's override analysis wants the
// copy in the loop to dominate the dealloc after it, so the transform needs
// skip_analysis here.)
// MULTIBUFFER: factor=5
// TRANSFORM: factor = 5 : i64, skip_analysis
// MULTIBUFFERED: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %in = memref.alloc() : memref<12xf32>
  %out = memref.alloc() : memref<12xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<12xf32>)
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %f : f32
    memref.store %g, %in[%i] : memref<12xf32>
  }
  %x = memref.alloc() {multibuffer} : memref<4xf32>
  %y = memref.alloc() {multibuffer} : memref<4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %o = arith.muli %i, %c3 : index
    %s = memref.subview %in[%o] [4] [1] : memref<12xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %s, %x : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    memref.copy %x, %y : memref<4xf32> to memref<4xf32>
    linalg.mul ins(%x, %y : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
    %d = memref.subview %out[%o] [4] [1] : memref<12xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.sub ins(%y, %x : memref<4xf32>, memref<4xf32>) outs(%d : memref<4xf32, strided<[1], offset: ?>>)
  }
  memref.dealloc %x : memref<4xf32>
  memref.dealloc %y : memref<4xf32>
  %u = memref.cast %out : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<12xf32>
  memref.dealloc %out : memref<12xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
