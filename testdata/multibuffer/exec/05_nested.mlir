// Nested loops: %col is allocated before both loops and used only in the
// inner one (multi-buffered over the inner loop); %acc is allocated before
// both, used in both, and overwritten by memref.copy first in each outer
// iteration (multi-buffered over the outer loop; within one outer
// iteration it accumulates over the inner loop).
// MULTIBUFFER: factor=2
// TRANSFORM: factor = 2 : i64
// MULTIBUFFERED: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<6x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<6x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %l = arith.addi %k, %i : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  %zeros = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%zeros : memref<4xf32>)
  %res = memref.alloc() : memref<6x4xf32>
  %acc = memref.alloc() {multibuffer} : memref<4xf32>
  %col = memref.alloc() {multibuffer} : memref<4xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    memref.copy %zeros, %acc : memref<4xf32> to memref<4xf32>
    scf.for %j = %c0 to %c4 step %c1 {
      %r = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<6x4xf32> to memref<4xf32, strided<[1], offset: ?>>
      memref.copy %r, %col : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
      %x = memref.load %col[%j] : memref<4xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %col[%j] : memref<4xf32>
      linalg.add ins(%acc, %col : memref<4xf32>, memref<4xf32>) outs(%acc : memref<4xf32>)
    }
    %dst = memref.subview %res[%i, 0] [1, 4] [1, 1] : memref<6x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %acc, %dst : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  %u = memref.cast %res : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
