// A failing pass stops the pipeline with a diagnostic naming the pass and
// the op; a panic inside a pass is reported the same way (no Go stack); a
// pass that breaks the IR is caught by the verifier after it unless
// --verify-each=false.
// RUN: not memopt --test-pass-failure %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: pass-failure.mlir:[[# @LINE + 22]]:1: error: 'func.func' op pass 'test-pass-failure' failed: test-pass-failure: requested failure
// ERROR-NOT: error

// RUN: not memopt --test-pass-failure="mode=panic" %s 2>&1 | FileCheck %s --check-prefix=PANIC
// PANIC: pass-failure.mlir:[[# @LINE + 18]]:1: error: 'func.func' op pass 'test-pass-failure' panicked: runtime error: index out of range
// PANIC-NOT: goroutine

// The first function fails: the second pass never runs, nor does any pass
// on @second.
// RUN: not memopt --test-pass-failure="mode=emit func=first" --test-pass-failure="mode=remark" %s 2>&1 | FileCheck %s --check-prefix=STOP
// STOP: pass-failure.mlir:[[# @LINE + 12]]:1: error: test-pass-failure: error emitted on @first
// STOP: pass-failure.mlir:[[# @LINE + 11]]:1: note: pass 'test-pass-failure' failed on this 'func.func' op
// STOP-NOT: remark

// RUN: not memopt --test-pass-failure="mode=break-ir func=second" %s 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: pass-failure.mlir:[[# @LINE + 11]]:1: error: 'func.func' op entry block must have 1 arguments to match function signature
// VERIFY-NEXT: func.func @second
// VERIFY: pass-failure.mlir:[[# @LINE + 9]]:1: error: 'func.func' op failed to verify after pass 'test-pass-failure'

// RUN: memopt --verify-each=false --mlir-print-op-generic --test-pass-failure="mode=break-ir func=second" %s | FileCheck %s --check-prefix=NOVERIFY
// NOVERIFY: function_type = (i32) -> ()

func.func @first() {
  return
}

func.func @second() {
  return
}
