// The real mlir-opt is available to tests that require it.
// REQUIRES: mlir-opt
// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @id
// CHECK-SAME: (%[[ARG:.*]]: i32) -> i32
// CHECK-NEXT: return %[[ARG]] : i32
func.func @id(%x: i32) -> i32 {
  return %x : i32
}
