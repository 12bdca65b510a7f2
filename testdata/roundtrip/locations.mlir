func.func @locs(%a: i32 loc("arg.mlir":1:2), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#loc1)
  %1 = arith.muli %0, %b : i32 loc("named"("file.mlir":3:4))
  %2 = arith.subi %1, %a : i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %3 = arith.xori %2, %a : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %4 = arith.ori %3, %a : i32 loc(unknown)
  return %4 : i32 loc(#loc2)
}
#loc1 = loc("file.mlir":2:3)
#loc2 = loc("file.mlir":4:3 to 4:10)
