// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// scf.if results alias the values the branches yield. %a is used in the
// then branch (extended over the whole if, ticks 4-7) and through %r at
// tick 10; %b is only reached through %r [10, 10]. %c [9, 9] lives with
// %a; %b then reuses %c's bytes and %d [12, 12] those of both.
// CHECK-LABEL: func.func @if_alias(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.if
// CHECK:         %[[OC:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[BUF]][%[[OC]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"(%[[C]])
// CHECK-NEXT:    "test.use"(%[[R]])
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OD]]][] : memref<128xi8> to memref<16xf32>
// TICKS-LABEL: func.func @if_alias(
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 10, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 9, 9>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 12, 12>}
func.func @if_alias(%cond: i1) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %r = scf.if %cond -> (memref<16xf32>) {
    "test.use"(%a) : (memref<16xf32>) -> ()
    scf.yield %a : memref<16xf32>
  } else {
    scf.yield %b : memref<16xf32>
  }
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c) : (memref<16xf32>) -> ()
  "test.use"(%r) : (memref<16xf32>) -> ()
  %d = memref.alloc() : memref<16xf32>
  "test.use"(%d) : (memref<16xf32>) -> ()
  return
}

// A buffer allocated in a branch, used there and yielded out of it is
// extended over the whole if (its alias %r is used outside, ticks 2-9) and
// lives until the result's use at 10; %tmp [6, 6] is not extended.
// CHECK-LABEL: func.func @if_inner_alloc(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %[[OX:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OX]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:      %[[OT:.*]] = arith.constant 64 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         } else {
// CHECK-NEXT:      %[[OY:.*]] = arith.constant 64 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OY]]][] : memref<128xi8> to memref<16xf32>
// TICKS-LABEL: func.func @if_inner_alloc(
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 2, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 6>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 10, 10>}
func.func @if_inner_alloc(%cond: i1) {
  %r = scf.if %cond -> (memref<16xf32>) {
    %x = memref.alloc() : memref<16xf32>
    %tmp = memref.alloc() : memref<16xf32>
    "test.use"(%x) : (memref<16xf32>) -> ()
    "test.use"(%tmp) : (memref<16xf32>) -> ()
    scf.yield %x : memref<16xf32>
  } else {
    %y = memref.alloc() : memref<16xf32>
    scf.yield %y : memref<16xf32>
  }
  "test.use"(%r) : (memref<16xf32>) -> ()
  return
}

// scf.while: scf.condition forwards %a to the after region's argument %m
// and to the result %r#1 (aliases, not escapes). %a is used in the loop
// (extended over it, 6-11) and through %r#1 at tick 14; %b [13, 13] lives
// with it, %c [16, 16] reuses the bytes of both.
// CHECK-LABEL: func.func @while_alias()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    arith.constant 3 : index
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %[[R:.*]]:2 = scf.while
// CHECK:         %[[OB:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    "test.use"(%[[R]]#1)
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OC]]][] : memref<128xi8> to memref<16xf32>
// TICKS-LABEL: func.func @while_alias()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 14>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 13, 13>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 16, 16>}
func.func @while_alias() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf32>
  %r:2 = scf.while (%i = %c0) : (index) -> (index, memref<16xf32>) {
    %cond = arith.cmpi slt, %i, %c3 : index
    scf.condition(%cond) %i, %a : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %m: memref<16xf32>):
    "test.use"(%m) : (memref<16xf32>) -> ()
    %n = arith.addi %j, %c1 : index
    scf.yield %n : index
  }
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  "test.use"(%r#1) : (memref<16xf32>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c) : (memref<16xf32>) -> ()
  return
}
