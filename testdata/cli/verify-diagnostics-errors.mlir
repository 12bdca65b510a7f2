// --verify-diagnostics reports missing, unexpected and wrong-kind
// diagnostics with mlir-opt's messages, and fails.
// RUN: not memopt --split-input-file --verify-diagnostics --test-pass-failure="mode=remark func=remarked" %S/Inputs/verify-mismatch.mlir 2>&1 | FileCheck %s

// CHECK: verify-mismatch.mlir:3:17: error: unexpected error: use of undeclared SSA value name
// CHECK: verify-mismatch.mlir:2:6: error: expected error "something else" was not produced
// CHECK-NEXT: // expected-error @below {{.*}}something else{{.*}}
// CHECK-NEXT: {{^ +\^~~~~~~~~~~~~~$}}
// CHECK: verify-mismatch.mlir:8:4: error: 'remark' diagnostic emitted when expecting a 'warning'
// CHECK: verify-mismatch.mlir:8:4: error: expected warning "remark on @remarked" was not produced
// CHECK: verify-mismatch.mlir:17:6: error: expected error "op{{.*}}xx" was not produced

// Without --verify-diagnostics, the same file just fails with its errors.
// RUN: not memopt --split-input-file %S/Inputs/verify-mismatch.mlir 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: verify-mismatch.mlir:3:17: error: use of undeclared SSA value name
