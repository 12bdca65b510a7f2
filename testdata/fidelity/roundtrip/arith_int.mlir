module {
  func.func @int_ops(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %0, %arg1 overflow<nsw> : i32
    %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : i32
    %3 = arith.divsi %2, %arg1 : i32
    %4 = arith.divui %3, %arg1 : i32
    %5 = arith.remsi %4, %arg0 : i32
    %6 = arith.remui %5, %arg0 : i32
    %7 = arith.ceildivsi %6, %arg1 : i32
    %8 = arith.ceildivui %7, %arg1 : i32
    %9 = arith.floordivsi %8, %arg1 : i32
    %10 = arith.andi %9, %arg0 : i32
    %11 = arith.ori %10, %arg0 : i32
    %12 = arith.xori %11, %arg0 : i32
    %13 = arith.shli %12, %arg1 : i32
    %14 = arith.shrsi %13, %arg1 : i32
    %15 = arith.shrui %14, %arg1 : i32
    %16 = arith.maxsi %15, %arg0 : i32
    %17 = arith.maxui %16, %arg0 : i32
    %18 = arith.minsi %17, %arg0 : i32
    %19 = arith.minui %18, %arg0 : i32
    %20 = arith.trunci %arg2 : i64 to i32
    %21 = arith.addi %19, %20 : i32
    return %21 : i32
  }
}

