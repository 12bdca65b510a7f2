// --mlir-print-ir-tree-dir=DIR writes each dump of the --mlir-print-ir-*
// flags to a file of its own instead of stderr, as mlir-opt 22 does: one
// directory per op a pass ran on and per ancestor (op name with '_' for
// '.', then the symbol name), and in it "<counters>_<pass>.mlir", the
// counters being how many dumps of each op on the path came before.
// RUN: rm -rf %t.tree
// RUN: memopt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t.tree --pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),strip-debuginfo)' %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: IR Dump
// RUN: cd %t.tree && find . -type f | sort | FileCheck %s --check-prefix=FILES
// FILES:      ./builtin_module_no-symbol-name/1_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/2_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/builtin_module_inner/0_0_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/builtin_module_inner/0_1_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_f/0_0_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_f/0_1_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_g/0_0_strip-debuginfo.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_g/0_1_strip-debuginfo.mlir
// FILES-NOT:  mlir

// Each file is the dump as stderr would show it.
// RUN: FileCheck %s --check-prefix=FUNC < %t.tree/builtin_module_no-symbol-name/func_func_g/0_1_strip-debuginfo.mlir
// FUNC:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// FUNC-NEXT: func.func @g() {
// FUNC-NEXT:   return
// FUNC-NEXT: }
// FUNC-EMPTY:
// FUNC-NOT:  {{.}}
// RUN: FileCheck %s --check-prefix=MODULE < %t.tree/builtin_module_no-symbol-name/1_strip-debuginfo.mlir
// MODULE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// MODULE-NEXT: module {
// MODULE:      {{^}}}{{$}}
// MODULE-EMPTY:
// MODULE-EMPTY:
// MODULE-NOT:  {{.}}

// With --mlir-print-ir-module-scope the files of function passes hold the
// whole module; they stay in the function's directory.
// RUN: rm -rf %t.scope
// RUN: memopt --mlir-print-ir-after=strip-debuginfo --mlir-print-ir-module-scope --mlir-print-ir-tree-dir=%t.scope --pass-pipeline='builtin.module(func.func(strip-debuginfo))' %s -o /dev/null
// RUN: FileCheck %s --check-prefix=SCOPE < %t.scope/builtin_module_no-symbol-name/func_func_g/0_0_strip-debuginfo.mlir
// SCOPE:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {

// Without a --mlir-print-ir-* flag nothing is written.
// RUN: rm -rf %t.none
// RUN: memopt --mlir-print-ir-tree-dir=%t.none --strip-debuginfo %s -o /dev/null
// RUN: not ls %t.none

// A tree that cannot be written is an error: nothing on stdout, exit 1.
// RUN: echo file > %t.file
// RUN: not memopt --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t.file/sub --strip-debuginfo %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: cannot create directory '{{.*}}.file/sub/builtin_module_no-symbol-name' for --mlir-print-ir-tree-dir: not a directory
// ERROR-NOT: module

func.func @f() {
  return
}

func.func @g() {
  return
}

module @inner {
}
