module {
  func.func @atomics(%arg0: memref<8xf32>, %arg1: memref<8xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32, f32) {
    %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<8xf32>) -> f32
    %1 = memref.atomic_rmw maxs %arg4, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
    %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] : (f32, memref<8xf32>) -> f32
    %3 = memref.atomic_rmw ori %arg4, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
    %4 = memref.generic_atomic_rmw %arg0[%arg2] : memref<8xf32> {
    ^bb0(%arg5: f32):
      %7 = arith.mulf %arg5, %arg3 : f32
      memref.atomic_yield %7 : f32
    }
    %5 = arith.addi %1, %3 : i32
    %6 = arith.addf %0, %2 : f32
    return %6, %5, %4 : f32, i32, f32
  }
}

