// memopt reads a file, '-' or stdin and prints the module back.
// RUN: memopt %s | FileCheck %s
// RUN: memopt < %s | FileCheck %s
// RUN: memopt - < %s | FileCheck %s
// RUN: memopt --allow-unregistered-dialect --mlir-disable-threading %s | FileCheck %s
// RUN: memopt %s | memopt | FileCheck %s
// RUN: memopt -p 'builtin.module(strip-debuginfo)' %s | FileCheck %s
// RUN: memopt %s -o - | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:     %[[V:.+]] = memref.load %arg0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:     "test.unknown"(%[[V]]) : (f32) -> ()
// CHECK-NEXT:     return %[[V]] : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  "test.unknown"(%v) : (f32) -> ()
  return %v : f32
}
