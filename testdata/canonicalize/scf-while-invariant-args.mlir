// RUN: memopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// An argument of an scf.while's before block that every iteration gets
// back unchanged (the after region yields the init, or yields what the
// condition forwarded from that argument) is its init value: mlir-opt 22
// drops it. A buffer a while loop only passes around then leaves the loop,
// as the deallocation pipeline needs (a loop-carried buffer gets a clone).

// CHECK-LABEL: func.func @inv
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:  %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:  scf.condition(%1) %arg2 : index
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: index):
// CHECK-NEXT:  %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:  memref.store %1, %arg0[%c1] : memref<4xf32>
// CHECK-NEXT:  %2 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:  scf.yield %2 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : index
func.func @inv(%a: memref<4xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %m : index, memref<4xf32>
  } do {
  ^bb0(%j: index, %mm: memref<4xf32>):
    %x = memref.load %mm[%c0] : memref<4xf32>
    memref.store %x, %mm[%c1] : memref<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %mm : index, memref<4xf32>
  }
  return %r#0 : index
}

// CHECK-LABEL: func.func @inv2
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:  %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:  "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:  scf.condition(%1) %arg2 : index
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: index):
// CHECK-NEXT:  %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:  scf.yield %1 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %arg0 : index, i32
func.func @inv2(%a: i32, %n: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, i32) -> (index, i32) {
    %c = arith.cmpi slt, %i, %n : index
    "test.use"(%m) : (i32) -> ()
    scf.condition(%c) %i, %m : index, i32
  } do {
  ^bb0(%j: index, %mm: i32):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %a : index, i32
  }
  return %r#0, %r#1 : index, i32
}
