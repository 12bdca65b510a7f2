// --mlir-print-op-generic, --mlir-print-debuginfo and --strip-debuginfo.
// RUN: memopt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4xf32>) -> f32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32>):
// GENERIC-NEXT:     %[[C:.+]] = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %[[V:.+]] = "memref.load"(%arg0, %[[C]]) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT:     "func.return"(%[[V]]) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// RUN: memopt --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG
// DEBUG: arith.constant 0 : index loc(
// DEBUG: print-flags.mlir":[[# @LINE + 12]]:9)

// RUN: memopt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s --check-prefix=STRIP
// STRIP-NOT: print-flags.mlir
// STRIP: loc(unknown)
// STRIP-NOT: print-flags.mlir

// RUN: memopt --strip-debuginfo %s | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: loc(
// PLAIN: memref.load

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
