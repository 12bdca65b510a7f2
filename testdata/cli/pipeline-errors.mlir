// Syntax errors in --pass-pipeline, unknown passes and options: a located
// diagnostic with the pipeline text and a caret, exit code 1.
// RUN: not memopt --pass-pipeline='builtin.module(func.func(nosuch))' %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=UNKNOWN
// UNKNOWN: <pass-pipeline>:1:26: error: 'nosuch' does not refer to a registered pass
// UNKNOWN-NEXT: builtin.module(func.func(nosuch))
// UNKNOWN-NEXT: {{^ {25}\^$}}

// RUN: not memopt --pass-pipeline='builtin.module(func.func(merge-alloc)' %s 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: <pass-pipeline>:1:15: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not memopt --pass-pipeline='merge-alloc' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: <pass-pipeline>:1:1: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not memopt --pass-pipeline='builtin.module(func.func(merge-alloc{foo=1}))' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: <pass-pipeline>:1:38: error: no such option 'foo' for pass 'merge-alloc' (options: analysis-only, planner-options, alignment

// RUN: not memopt --pass-pipeline='builtin.module(func.func(merge-alloc{alignment=abc}))' %s 2>&1 | FileCheck %s --check-prefix=INT
// INT: <pass-pipeline>:1:48: error: option 'alignment' expects an integer, got 'abc'

// RUN: not memopt --pass-pipeline='builtin.module(func.func(merge-alloc{alignment=64 ))' %s 2>&1 | FileCheck %s --check-prefix=BRACE
// BRACE: <pass-pipeline>:1:37: error: missing '}' closing the pass options

// RUN: not memopt --pass-pipeline='builtin.module(strip-debuginfo print-op-stats)' %s 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: <pass-pipeline>:1:32: error: expected ',' or ')' after 'strip-debuginfo', found 'p'

// RUN: not memopt --pass-pipeline='builtin.module(strip-debuginfo),' %s 2>&1 | FileCheck %s --check-prefix=TRAILING
// TRAILING: <pass-pipeline>:1:32: error: unexpected ',' after the pass pipeline

// RUN: not memopt --pass-pipeline='func.func(strip-debuginfo)' %s 2>&1 | FileCheck %s --check-prefix=ROOT
// ROOT: error: can't run 'func.func' pass manager on 'builtin.module' op

// A valid pipeline with nesting, options and spaces runs.
// RUN: memopt --pass-pipeline='builtin.module( func.func(merge-alloc{alignment=128 planner-options=size-first analysis-only}), strip-debuginfo )' %s | FileCheck %s
// RUN: memopt --pass-pipeline='builtin.module(merge-alloc{analysis-only=true})' %s | FileCheck %s
// RUN: memopt --merge-alloc="alignment=128 analysis-only" %s | FileCheck %s
// CHECK: func.func @f()
// CHECK-NEXT: return

func.func @f() {
  return
}
