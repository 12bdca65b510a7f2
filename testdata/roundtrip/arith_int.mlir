func.func @int_ops(%a: i32, %b: i32, %c: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.ceildivsi %6, %b : i32
  %8 = arith.ceildivui %7, %b : i32
  %9 = arith.floordivsi %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %a : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrsi %13, %b : i32
  %15 = arith.shrui %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.maxui %16, %a : i32
  %18 = arith.minsi %17, %a : i32
  %19 = arith.minui %18, %a : i32
  %20 = arith.trunci %c : i64 to i32
  %21 = arith.addi %19, %20 : i32
  return %21 : i32
}
