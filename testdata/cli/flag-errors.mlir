// Command-line errors: unknown flags and passes, bad pass options given as
// flags, flags that do not go together, missing files. All exit with 1.
// RUN: not memopt --nosuch %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: memopt: Unknown command line argument '--nosuch'.  Try: 'memopt --help'

// RUN: not memopt --strip-debugnfo %s 2>&1 | FileCheck %s --check-prefix=SUGGEST
// SUGGEST: memopt: Unknown command line argument '--strip-debugnfo'.
// SUGGEST-NEXT: memopt: Did you mean '--strip-debuginfo'?

// RUN: not memopt --print-op-stats="jsn" %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: <--print-op-stats>:1:1: error: no such option 'jsn' for pass 'print-op-stats' (options: json)
// OPTION-NEXT: jsn
// OPTION-NEXT: ^

// RUN: not memopt --merge-alloc="alignment=0" %s 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: <--merge-alloc>:1:11: error: option 'alignment': must be a power of two from 1 to 4294967296, got 0

// An alignment that is not a power of two would give memref.alloc ops that
// mlir-opt rejects.
// RUN: not memopt --merge-alloc="alignment=3" %s 2>&1 | FileCheck %s --check-prefix=POW2
// POW2: <--merge-alloc>:1:11: error: option 'alignment': must be a power of two from 1 to 4294967296, got 3

// RUN: not memopt --merge-alloc="alignment" %s 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: <--merge-alloc>:1:1: error: option 'alignment' of pass 'merge-alloc' needs a value: alignment=<int>

// RUN: not memopt --merge-alloc="planner-options=fastest" %s 2>&1 | FileCheck %s --check-prefix=ENUM
// ENUM: error: option 'planner-options' has no value 'fastest'

// RUN: not memopt --strip-debuginfo --pass-pipeline='builtin.module(strip-debuginfo)' %s 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: memopt: '--pass-pipeline' option can't be used with individual pass options

// RUN: not memopt %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: memopt: Too many positional arguments specified!

// RUN: not memopt %t.does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': no such file or directory

// RUN: not memopt -o 2>&1 | FileCheck %s --check-prefix=NOARG
// NOARG: memopt: for the --o option: requires a value!

// RUN: not memopt --verify-each=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: memopt: for the --verify-each option: 'maybe' is not a value of the boolean option '--verify-each' (true or false)

// RUN: not memopt --mlir-print-ir-after=nosuch %s 2>&1 | FileCheck %s --check-prefix=PRINTAFTER
// PRINTAFTER: memopt: for the --mlir-print-ir-after option: 'nosuch' does not refer to a registered pass

func.func @f() {
  return
}
