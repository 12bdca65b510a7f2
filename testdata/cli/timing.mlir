// --mlir-timing prints mlir-opt's execution time report to stderr.
// RUN: memopt --mlir-timing --strip-debuginfo --test-pass-failure="mode=remark func=nothing" %s -o /dev/null 2>&1 | FileCheck %s
// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT: ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT: ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  StripDebugInfo
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    TestPassFailure
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// CHECK-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total

func.func @f() {
  return
}

// --mlir-timing-display=list: one row per name (times of equal names
// summed), largest first, with the rows the tree hides: "root" (the whole
// run) and the "Pipeline Collection" that runs the nested pipelines.
// RUN: memopt --mlir-timing --mlir-timing-display=list --strip-debuginfo --test-pass-failure="mode=remark func=nothing" %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  root
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Parser
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  StripDebugInfo
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Pipeline Collection : ['func.func']
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  TestPassFailure
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Output
// LIST:      {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Rest
// LIST-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
// LIST-NOT:  {{.}}

// =tree is the default; other values are an error.
// RUN: memopt --mlir-timing --mlir-timing-display=tree --strip-debuginfo %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// TREE:     ----Wall Time----  ----Name----
// TREE-NEXT: Parser
// TREE-NEXT: StripDebugInfo
// RUN: not memopt --mlir-timing --mlir-timing-display=flat %s 2>&1 | FileCheck %s --check-prefix=BADDISPLAY
// BADDISPLAY: memopt: for the --mlir-timing-display option: 'flat' is not a value of '--mlir-timing-display' (list or tree)

// Adjacent nested pipelines run as one step (mlir-opt's adaptor): a step
// of several pipelines is a row of its own in the tree, the pipelines of
// one op name are merged.
// RUN: memopt --mlir-timing --pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),func.func(strip-debuginfo))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADAPTOR
// ADAPTOR:      Parser
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Pipeline Collection : ['builtin.module', 'func.func']
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    'func.func' Pipeline
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      StripDebugInfo
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      StripDebugInfo
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    'builtin.module' Pipeline
// ADAPTOR-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      StripDebugInfo
// ADAPTOR-NEXT: Output

// With --split-input-file every case gets its own report, as in mlir-opt.
// RUN: memopt --split-input-file --mlir-timing --strip-debuginfo %S/Inputs/split.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-3: Execution time report
// SPLIT-NOT:     Execution time report

module @m {
}
