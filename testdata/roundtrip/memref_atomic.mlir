func.func @atomics(%m: memref<8xf32>, %im: memref<8xi32>, %i: index, %x: f32, %y: i32) -> (f32, i32, f32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw maxs %y, %im[%i] : (i32, memref<8xi32>) -> i32
  %2 = memref.atomic_rmw assign %x, %m[%i] : (f32, memref<8xf32>) -> f32
  %3 = memref.atomic_rmw ori %y, %im[%i] : (i32, memref<8xi32>) -> i32
  %4 = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    %n = arith.mulf %cur, %x : f32
    memref.atomic_yield %n : f32
  }
  %5 = arith.addi %1, %3 : i32
  %6 = arith.addf %0, %2 : f32
  return %6, %5, %4 : f32, i32, f32
}
