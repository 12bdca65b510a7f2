// -o FILE is written only when everything succeeds; after a failure there
// is no output file (an existing one is removed, as mlir-opt does, unless
// it is the input).
// RUN: rm -f %t.out
// RUN: memopt %s -o %t.out
// RUN: FileCheck %s < %t.out
// CHECK: func.func @f()

// A failing pass: no file.
// RUN: rm -f %t.fail
// RUN: not memopt --test-pass-failure %s -o %t.fail
// RUN: not cat %t.fail

// A parse error: no file.
// RUN: not memopt %S/Inputs/parse-error.mlir -o %t.fail
// RUN: not cat %t.fail

// A stale file from an earlier run is removed on failure.
// RUN: echo stale > %t.stale
// RUN: not memopt --pass-pipeline='builtin.module(nosuch)' %s -o %t.stale
// RUN: cat %t.stale | FileCheck %s --check-prefix=STALE
// RUN: not memopt --test-pass-failure %s -o %t.stale
// RUN: not cat %t.stale
// STALE: stale

// Except the input itself: memopt x.mlir -o x.mlir that fails leaves x.mlir
// as it was (mlir-opt 22 deletes it), with one case or split ones.
// RUN: cp %s %t.in.mlir
// RUN: not memopt --test-pass-failure %t.in.mlir -o %t.in.mlir
// RUN: diff %s %t.in.mlir
// RUN: not memopt --split-input-file --test-pass-failure %t.in.mlir -o %t.in.mlir
// RUN: diff %s %t.in.mlir

// A failing case of a split file fails the whole output.
// RUN: not memopt --split-input-file %S/Inputs/parse-error.mlir -o %t.fail
// RUN: not cat %t.fail

func.func @f() {
  return
}
