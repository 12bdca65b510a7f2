module {
  func.func @sum(%arg0: index) -> (f32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %cst, %arg3 = %c0_i32) -> (f32, i32) {
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.sitofp %1 : i32 to f32
      %c2_i32 = arith.constant 2 : i32
      %3 = arith.remsi %1, %c2_i32 : i32
      %4 = arith.cmpi eq, %3, %c0_i32 : i32
      %5:2 = scf.if %4 -> (f32, i32) {
        %6 = arith.addf %arg2, %2 : f32
        %c1_i32 = arith.constant 1 : i32
        %7 = arith.addi %arg3, %c1_i32 : i32
        scf.yield %6, %7 : f32, i32
      } else {
        %6 = arith.subf %arg2, %2 : f32
        scf.yield %6, %arg3 : f32, i32
      }
      scf.yield %5#0, %5#1 : f32, i32
    }
    return %0#0, %0#1 : f32, i32
  }
  func.func @collatz(%arg0: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %0:2 = scf.while (%arg1 = %arg0, %arg2 = %c0_i64) : (i64, i64) -> (i64, i64) {
      %1 = arith.cmpi ne, %arg1, %c1_i64 : i64
      scf.condition(%1) %arg1, %arg2 : i64, i64
    } do {
    ^bb0(%arg1: i64, %arg2: i64):
      %1 = arith.remui %arg1, %c2_i64 : i64
      %2 = arith.cmpi eq, %1, %c0_i64 : i64
      %3 = scf.if %2 -> (i64) {
        %5 = arith.divui %arg1, %c2_i64 : i64
        scf.yield %5 : i64
      } else {
        %5 = arith.muli %arg1, %c3_i64 : i64
        %6 = arith.addi %5, %c1_i64 : i64
        scf.yield %6 : i64
      }
      %4 = arith.addi %arg2, %c1_i64 : i64
      scf.yield %3, %4 : i64, i64
    }
    return %0#1 : i64
  }
  func.func @main() {
    %c10 = arith.constant 10 : index
    %0:2 = call @sum(%c10) : (index) -> (f32, i32)
    vector.print %0#0 : f32
    vector.print %0#1 : i32
    %c27_i64 = arith.constant 27 : i64
    %1 = call @collatz(%c27_i64) : (i64) -> i64
    vector.print %1 : i64
    return
  }
}

