// --mlir-print-ir-before/after=<pass>, -before-all, -after-all and
// -after-change dump the IR around passes to stderr in mlir-opt's format:
// module passes dump the module, function passes each function.
// RUN: memopt --strip-debuginfo --print-op-stats --mlir-print-ir-before=strip-debuginfo --mlir-print-ir-after=print-op-stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// NAMED:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// NAMED-NEXT: module {
// NAMED-NEXT:   func.func @f() {
// NAMED:      {{^}}}{{$}}
// NAMED-EMPTY:
// NAMED-EMPTY:
// NAMED-NEXT: Operations encountered:
// NAMED:      // -----// IR Dump After PrintOpStats (print-op-stats) //----- //
// NAMED-NEXT: module {
// NAMED-NOT:  IR Dump

// RUN: memopt --test-pass-failure="mode=remark func=nothing" --strip-debuginfo --mlir-print-ir-after-all %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// ALL:      // -----// IR Dump After TestPassFailure (test-pass-failure) //----- //
// ALL-NEXT: func.func @f() {
// ALL:      // -----// IR Dump After TestPassFailure (test-pass-failure) //----- //
// ALL-NEXT: func.func @g() {
// ALL:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// ALL-NEXT: module {

// RUN: memopt --test-pass-failure="mode=remark func=nothing" --strip-debuginfo --mlir-print-ir-before-all %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE:      // -----// IR Dump Before TestPassFailure (test-pass-failure) //----- //
// BEFORE-NEXT: func.func @f() {
// BEFORE:      // -----// IR Dump Before TestPassFailure (test-pass-failure) //----- //
// BEFORE-NEXT: func.func @g() {
// BEFORE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //

// Only passes that changed the IR: test-pass-failure in remark mode does
// not, strip-debuginfo does (it drops locations).
// RUN: memopt --test-pass-failure="mode=remark func=nothing" --strip-debuginfo --mlir-print-ir-after-all --mlir-print-ir-after-change %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// CHANGE-NOT:  TestPassFailure
// CHANGE:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHANGE-NOT:  IR Dump

// Alone, --mlir-print-ir-after-change prints nothing (as in mlir-opt).
// RUN: memopt --strip-debuginfo --mlir-print-ir-after-change %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// NONE-NOT: IR Dump

// --mlir-print-ir-after-failure dumps the op a pass failed on (and only
// then); --mlir-print-ir-module-scope dumps the whole module instead.
// RUN: not memopt --test-pass-failure="func=g" --mlir-print-ir-after-failure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE
// FAILURE-NOT:  IR Dump After TestPassFailure (
// FAILURE:      // -----// IR Dump After TestPassFailure Failed (test-pass-failure) //----- //
// FAILURE-NEXT: func.func @g() {
// RUN: memopt --strip-debuginfo --test-pass-failure="mode=remark func=nothing" --mlir-print-ir-before-all --mlir-print-ir-module-scope %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// SCOPE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before TestPassFailure (test-pass-failure) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before TestPassFailure (test-pass-failure) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {

// The dumps use the print flags.
// RUN: memopt --strip-debuginfo --mlir-print-ir-after=strip-debuginfo --mlir-print-op-generic %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// GENERIC: IR Dump After StripDebugInfo
// GENERIC-NEXT: "builtin.module"() ({

func.func @f() {
  return
}

func.func @g() {
  return
}
