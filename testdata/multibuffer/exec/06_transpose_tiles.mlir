// 4x4 tiles of an 8x8 matrix are transposed into a scratch tile
// (linalg.transpose overwrites it), multiplied with a constant matrix into a
// second scratch tile (zeroed by linalg.fill, then accumulated by
// linalg.matmul) and written back; memref.dim reads the tile's shape.
// MULTIBUFFER: factor=2
// TRANSFORM: factor = 2 : i64, skip_analysis
// MULTIBUFFERED: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %c8 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  %w = memref.alloc() : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%w : memref<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %i, %j : index
    %li = arith.index_cast %k : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  %out = memref.alloc() : memref<8x8xf32>
  %t = memref.alloc() {multibuffer} : memref<4x4xf32>
  %p = memref.alloc() {multibuffer} : memref<4x4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %bi = arith.divui %k, %c2 : index
    %bj = arith.remui %k, %c2 : index
    %i0 = arith.muli %bi, %c4 : index
    %j0 = arith.muli %bj, %c4 : index
    %src = memref.subview %a[%i0, %j0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    linalg.transpose ins(%src : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%t : memref<4x4xf32>) permutation = [1, 0]
    %n = memref.dim %t, %c0 : memref<4x4xf32>
    linalg.fill ins(%zero : f32) outs(%p : memref<4x4xf32>)
    linalg.matmul ins(%t, %w : memref<4x4xf32>, memref<4x4xf32>) outs(%p : memref<4x4xf32>)
    %last = arith.subi %n, %c1 : index
    %corner = memref.load %t[%last, %last] : memref<4x4xf32>
    memref.store %corner, %p[%c0, %c0] : memref<4x4xf32>
    %dst = memref.subview %out[%i0, %j0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    memref.copy %p, %dst : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  }
  %u = memref.cast %out : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
