// RUN: memopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// iter_args of an scf.for that only receive each other's values (yielded
// around, swapped or rotated) and one value from outside always hold that
// value: mlir-opt 22 folds them, and the loop then carries nothing. Iter_args
// swapped with different inits stay.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  "test.use"(%arg1) : (memref<4xf32>) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %arg1 : memref<4xf32>, memref<4xf32>
func.func @f(%n: index, %a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (memref<4xf32>, memref<4xf32>) {
    "test.use"(%x) : (memref<4xf32>) -> ()
    scf.yield %y, %x : memref<4xf32>, memref<4xf32>
  }
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func @g
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  "test.use"(%arg1) : (i1) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %arg1 : i1, i1
func.func @g(%n: index, %a: i1, %b: i1) -> (i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (i1, i1) {
    "test.use"(%x) : (i1) -> ()
    scf.yield %y, %x : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// CHECK-LABEL: func.func @cyc3
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  "test.use"(%arg1, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %arg1, %arg1 : i32, i32, i32
func.func @cyc3(%n: index, %a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a, %z = %a) -> (i32, i32, i32) {
    "test.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %z, %x : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @diff
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (i32, i32) {
// CHECK-NEXT:  "test.use"(%arg4) : (i32) -> ()
// CHECK-NEXT:  scf.yield %arg5, %arg4 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, i32
func.func @diff(%n: index, %a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "test.use"(%x) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @partial
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:  "test.use"(%arg1, %arg3) : (i32, i32) -> ()
// CHECK-NEXT:  %1 = "test.new"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %arg1, %0 : i32, i32, i32
func.func @partial(%n: index, %a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a, %w = %a) -> (i32, i32, i32) {
    "test.use"(%x, %w) : (i32, i32) -> ()
    %v = "test.new"() : () -> i32
    scf.yield %y, %x, %v : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
