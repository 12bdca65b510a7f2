// --split-input-file processes each case of Inputs/split.mlir on its own
// and joins the outputs with marker lines, as mlir-opt does; memopt reads
// its own output back the same way. (The input lives in Inputs/ because the
// check lines below spell the marker.)
// RUN: memopt --split-input-file %S/Inputs/split.mlir | FileCheck %s
// RUN: memopt --split-input-file %S/Inputs/split.mlir | memopt --split-input-file | FileCheck %s
// RUN: memopt --split-input-file --output-split-marker='// =====' %S/Inputs/split.mlir | FileCheck %s --check-prefix=MARKER
// RUN: memopt --split-input-file='// *****' %S/Inputs/custom-marker.mlir | FileCheck %s --check-prefix=CUSTOM

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @second() {
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.third"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// MARKER: func.func @first
// MARKER: // =====
// MARKER: func.func @second
// MARKER: // =====
// MARKER: test.third

// CUSTOM: func.func @a
// CUSTOM-NEXT: return
// CUSTOM-NOT: *****
// CUSTOM: // -----
// CUSTOM: func.func @b
