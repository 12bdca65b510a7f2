// --no-implicit-module: the input's one top-level op is the root, printed
// without a builtin.module around it, and the pass flags nest below it, as
// mlir-opt does; any other number of top-level ops is an error at the
// start of the case (after the marker before it, or file:0:0).
// RUN: memopt --no-implicit-module %s | FileCheck %s
// RUN: memopt --no-implicit-module --strip-debuginfo --dump-pass-pipeline %s 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: not memopt --no-implicit-module --split-input-file %S/Inputs/no-implicit-module.mlir 2>%t.err | FileCheck %s --check-prefix=SPLIT
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not memopt --no-implicit-module %S/Inputs/no-implicit-module.mlir 2>&1 | FileCheck %s --check-prefix=WHOLE

// CHECK-NOT: module
// CHECK:     func.func @root(%arg0: memref<4xf32>) {
// CHECK:       memref.store
// CHECK-NOT: module
func.func @root(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4xf32>
  return
}

// PIPE:      Pass Manager with 1 passes:
// PIPE-NEXT: func.func(
// PIPE-NEXT:   strip-debuginfo
// PIPE-NEXT: )

// SPLIT:      func.func private @alone(memref<8xf32>)
// SPLIT-EMPTY:
// SPLIT-NEXT: // -----
// SPLIT-NEXT: // -----

// ERR:      no-implicit-module.mlir:2:9: error: source must contain a single top-level operation, found: 2
// ERR-NEXT: {{^}}// -----
// ERR-NEXT: {{^        \^$}}
// ERR-NEXT: no-implicit-module.mlir:5:9: error: source must contain a single top-level operation, found: 0

// WHOLE: no-implicit-module.mlir:0:0: error: source must contain a single top-level operation, found: 3
