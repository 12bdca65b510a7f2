// RUN: memopt --drop-equivalent-buffer-results %s | FileCheck %s
// RUN: memopt --drop-equivalent-buffer-results %s | mlir-opt --drop-equivalent-buffer-results | FileCheck %s

// A private function whose results are its arguments (through casts) loses
// them; its callers use what they passed, cast where the types differ.
// CHECK-LABEL: func.func private @equiv(
// CHECK-SAME:      %[[M:.*]]: memref<4xf32>, %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    memref.cast
// CHECK-NEXT:    %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT:    return %[[N]] : f32
func.func private @equiv(%m: memref<4xf32>, %x: f32) -> (memref<?xf32>, f32, memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %n = arith.negf %x : f32
  return %0, %n, %m : memref<?xf32>, f32, memref<4xf32>
}

// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[Y:.*]]: f32)
// CHECK-NEXT:    %[[R:.*]] = call @equiv(%[[A]], %[[Y]]) : (memref<4xf32>, f32) -> f32
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[R]], %[[C]][%[[Z]]] : memref<?xf32>
// CHECK-NEXT:    memref.store %[[R]], %[[A]][%[[Z]]] : memref<4xf32>
func.func @caller(%a: memref<4xf32>, %y: f32) {
  %0:3 = call @equiv(%a, %y) : (memref<4xf32>, f32) -> (memref<?xf32>, f32, memref<4xf32>)
  %c0 = arith.constant 0 : index
  memref.store %0#1, %0#0[%c0] : memref<?xf32>
  memref.store %0#1, %0#2[%c0] : memref<4xf32>
  return
}

// Public functions keep their results; so does a result that the returns
// give as different arguments.
// CHECK-LABEL: func.func @public(%{{.*}}: memref<4xf32>) -> memref<4xf32>
func.func @public(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
// CHECK-LABEL: func.func private @either(
// CHECK-SAME:      -> memref<4xf32> {
// CHECK:         return %{{.*}} : memref<4xf32>
// CHECK:         return %{{.*}} : memref<4xf32>
func.func private @either(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %m : memref<4xf32>
^b:
  return %n : memref<4xf32>
}
