// A loop marked with memopt.pipeline_depth = 3 and two buffers: a 4x8 tile
// of a 16x8 input (linalg.copy overwrites it first, which memopt's analysis
// accepts; the transform needs skip_analysis) and a row buffer filled by
// linalg.fill. The tile is read through a rank-reducing subview and a
// quarter subview, whose types memopt recomputes.
// MULTIBUFFER: factor=2
// TRANSFORM: factor = 3 : i64, skip_analysis
// MULTIBUFFERED: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %in = memref.alloc() : memref<16x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%in : memref<16x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %c8 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  %rows = memref.alloc() : memref<4x8xf32>
  %quarters = memref.alloc() : memref<4x4x4xf32>
  %tile = memref.alloc() {multibuffer} : memref<4x8xf32>
  %row = memref.alloc() {multibuffer} : memref<8xf32>
  scf.for %t = %c0 to %c4 step %c1 {
    %r0 = arith.muli %t, %c4 : index
    %src = memref.subview %in[%r0, 0] [4, 8] [1, 1] : memref<16x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
    linalg.copy ins(%src : memref<4x8xf32, strided<[8, 1], offset: ?>>) outs(%tile : memref<4x8xf32>)
    linalg.fill ins(%half : f32) outs(%row : memref<8xf32>)
    %third = memref.subview %tile[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
    linalg.add ins(%third, %row : memref<8xf32, strided<[1], offset: 16>>, memref<8xf32>) outs(%row : memref<8xf32>)
    %dst = memref.subview %rows[%t, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %row, %dst : memref<8xf32> to memref<8xf32, strided<[1], offset: ?>>
    %q = memref.subview %tile[0, 4] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    %qd = memref.subview %quarters[%t, 0, 0] [1, 4, 4] [1, 1, 1] : memref<4x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
    memref.copy %q, %qd : memref<4x4xf32, strided<[8, 1], offset: 4>> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  } {memopt.pipeline_depth = 3 : i64}
  %u = memref.cast %rows : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %quarters : memref<4x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
