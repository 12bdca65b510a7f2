// RUN: memopt --inline='default-pipeline=' --mlir-print-debuginfo %s | FileCheck %s

// Inlined ops and block arguments get callsite(their location at the
// call's location) when the call has a location.
// CHECK-LABEL: func.func @caller
// CHECK:         arith.addi {{.*}} loc(#[[ADD:loc[0-9]+]])
// CHECK:         cf.br
// CHECK:       ^bb{{[0-9]+}}(%{{.*}}: i32 loc(callsite(#loc{{[0-9]+}} at #loc{{[0-9]+}})))
// CHECK-DAG:   #[[LIB:loc[0-9]+]] = loc("lib.mlir":10:8)
// CHECK-DAG:   #[[MAIN:loc[0-9]+]] = loc("main.mlir":55:14)
// CHECK-DAG:   #[[ADD]] = loc(callsite(#[[LIB]] at #[[MAIN]]))

func.func @callee(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("lib.mlir":10:8)
  return %b : i32 loc("lib.mlir":11:2)
}
func.func @blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32 loc("arg")):
  %y = arith.muli %x, %x : i32 loc("body")
  return
}
func.func @caller(%arg0 : i32) -> i32 {
  %0 = call @callee(%arg0) : (i32) -> i32 loc("main.mlir":55:14)
  call @blocks(%arg0) : (i32) -> () loc("site")
  return %0 : i32
}
