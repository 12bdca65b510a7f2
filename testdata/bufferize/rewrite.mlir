// One-Shot Bufferize's rewrite: tensor programs to memref programs.
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID
// RUN: memopt --split-input-file --one-shot-bufferize %s | FileCheck %s --check-prefix=NOFB

// The MLP of graph-compiler's merge-alloc design: one allocation per tensor.empty, the matmuls write
// them in place, the last one is returned (its identity layout is the
// inferred result type); arguments get fully dynamic layouts.
// CHECK-LABEL: func.func @mlp(
// CHECK-SAME:    %[[X:.*]]: memref<16x16xf32, strided<[?, ?], offset: ?>>, %[[Y:.*]]: memref<16x16xf32, strided<[?, ?], offset: ?>>) -> memref<16x16xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK:         linalg.matmul ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[A]] : memref<16x16xf32>)
// CHECK:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK:         linalg.matmul ins(%[[A]], %[[Y]] : {{.*}}) outs(%[[B]] : memref<16x16xf32>)
// CHECK:         return %[[B]] : memref<16x16xf32>
// ID-LABEL: func.func @mlp(
// ID-SAME:    memref<16x16xf32>, %{{.*}}: memref<16x16xf32>) -> memref<16x16xf32>
// NOFB-LABEL: func.func @mlp(
// NOFB-SAME:    tensor<16x16xf32>
// NOFB:         bufferization.to_buffer %{{.*}} : tensor<16x16xf32> to memref<16x16xf32, strided<[?, ?], offset: ?>>
// NOFB:         %[[R:.*]] = bufferization.to_tensor %{{.*}} : memref<16x16xf32> to tensor<16x16xf32>
// NOFB:         return %[[R]] : tensor<16x16xf32>
func.func @mlp(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a0 = tensor.empty() : tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%a0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b0 = tensor.empty() : tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%b0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %b : tensor<16x16xf32>
}

// -----

// A tiled loop: the loop carries the buffer, the slice of the accumulator
// is written in place and the matching insert_slice needs no copy.
// CHECK-LABEL: func.func @tiled(
// CHECK:         %[[ACC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[IT:.*]] = %[[ACC]]) -> (memref<64xf32>)
// CHECK:           %[[SO:.*]] = memref.subview %[[IT]][%[[I]]] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK:           linalg.add ins({{.*}}) outs(%[[SO]] : memref<16xf32, strided<[1], offset: ?>>)
// CHECK-NOT:       memref.copy
// CHECK:           scf.yield %[[IT]] : memref<64xf32>
func.func @tiled(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %init = tensor.empty() : tensor<64xf32>
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %init) -> (tensor<64xf32>) {
    %sa = tensor.extract_slice %a[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %sb = tensor.extract_slice %b[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %so = tensor.extract_slice %acc[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s = linalg.add ins(%sa, %sb : tensor<16xf32>, tensor<16xf32>) outs(%so : tensor<16xf32>) -> tensor<16xf32>
    %ins = tensor.insert_slice %s into %acc[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %ins : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// -----

// A write whose old value is read later goes to a copy.
// CHECK-LABEL: func.func @raw(
// CHECK-SAME:    %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK:         %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         memref.copy %[[T]], %[[C]]
// CHECK:         memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<4xf32>
// CHECK:         memref.load %[[T]][%{{.*}}]
func.func @raw(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// Dense constants become private, constant, aligned globals.
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<{{.*}}> {alignment = 64 : i64}
// CHECK-LABEL: func.func @constant(
// CHECK:         memref.get_global @__constant_4xf32 : memref<4xf32>
func.func @constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// With function boundaries, ops outside functions (here in the region of
// an unregistered op) are bufferized as well, without analysis.
// CHECK:         "test.region"() ({
// CHECK:           %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[A]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:      "test.use"(%[[V]]) : (f32) -> ()
"test.region"() ({
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.extract %x[%c0] : tensor<4xf32>
  "test.use"(%v) : (f32) -> ()
  "test.term"() : () -> ()
}) : () -> ()
