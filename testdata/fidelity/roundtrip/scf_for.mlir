module {
  func.func @loops(%arg0: memref<16xf32>, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      %2 = memref.load %arg0[%arg3] : memref<16xf32>
      memref.store %2, %arg0[%arg3] : memref<16xf32>
    }
    %0 = scf.for %arg3 = %c0 to %arg1 step %c4 iter_args(%arg4 = %arg2) -> (f32) {
      %2 = memref.load %arg0[%arg3] : memref<16xf32>
      %3 = arith.addf %arg4, %2 : f32
      scf.yield %3 : f32
    }
    %1:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %0, %arg5 = %c0) -> (f32, index) {
      %2 = arith.addi %arg5, %arg3 : index
      scf.yield %arg4, %2 : f32, index
    }
    %c0_i32 = arith.constant 0 : i32
    %c10_i32 = arith.constant 10 : i32
    %c2_i32 = arith.constant 2 : i32
    scf.for %arg3 = %c0_i32 to %c10_i32 step %c2_i32  : i32 {
      %2 = arith.addi %arg3, %arg3 : i32
    }
    scf.for unsigned %arg3 = %c0_i32 to %c10_i32 step %c2_i32  : i32 {
      %2 = arith.muli %arg3, %arg3 : i32
    }
    return %1#0 : f32
  }
}

