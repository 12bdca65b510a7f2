// --print-op-stats counts ops by name in mlir-opt's layout (on stderr).
// RUN: memopt --print-op-stats %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
// RUN: memopt --print-op-stats="json" %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: memopt --pass-pipeline='builtin.module(func.func(print-op-stats{json}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PERFUNC

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.constant , 1
// CHECK-NEXT: {{^}}  builtin.module   , 1
// CHECK-NEXT: {{^}}     func.func     , 2
// CHECK-NEXT: {{^}}     func.return   , 2
// CHECK-NEXT: {{^}}   memref.load     , 1

// JSON:      {
// JSON-NEXT:   "arith.constant" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "func.func" : 2,
// JSON-NEXT:   "func.return" : 2,
// JSON-NEXT:   "memref.load" : 1
// JSON-NEXT: }

// PERFUNC:      "func.func" : 1,
// PERFUNC-NEXT: "func.return" : 1
// PERFUNC:      "func.func" : 1,
// PERFUNC-NEXT: "func.return" : 1

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
func.func @g() {
  return
}
