// --dump-pass-pipeline prints the pipeline memopt will run (on stderr), as
// mlir-opt does: pass flags nest function passes under func.func, and every
// option shows its value.
// RUN: memopt --dump-pass-pipeline --merge-alloc="alignment=128" --strip-debuginfo --print-op-stats %s -o /dev/null 2>&1 | FileCheck %s
// CHECK:      Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     merge-alloc{analysis-only=false planner-options=auto alignment=128
// CHECK-NEXT:   ),
// CHECK-NEXT:   strip-debuginfo,
// CHECK-NEXT:   print-op-stats{json=false}
// CHECK-NEXT: )

// RUN: memopt --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(merge-alloc{analysis-only}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT:      Pass Manager with 1 passes:
// TEXT-NEXT: builtin.module(
// TEXT-NEXT:   func.func(
// TEXT-NEXT:     merge-alloc{analysis-only=true

func.func @f() {
  return
}
