// Errors in one case of a split file are reported with the line numbers of
// the whole file; the other cases still run and print; the exit code is 1.
// RUN: not memopt --split-input-file %S/Inputs/split-errors.mlir 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: func.func @good1
// CHECK: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @good2

// ERR: split-errors.mlir:8:17: error: use of undeclared SSA value name
// ERR-NEXT: {{^}}  "func.return"(%x) : (i32) -> ()
// ERR-NEXT: {{^ +\^$}}
