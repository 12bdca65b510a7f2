// eliminate-empty-tensors: a tensor.empty whose value is inserted into a
// subset of another tensor is replaced by that subset, so that One-Shot
// Bufferize computes into the destination instead of allocating.
// RUN: memopt --split-input-file --eliminate-empty-tensors %s | FileCheck %s
// RUN: memopt --split-input-file --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @into_slice(
// CHECK-SAME:    %[[T:[^:]*]]: tensor<16xf32>, %{{.*}}: f32, %[[I:[^:]*]]: index)
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[T]][%[[I]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
// CHECK:         tensor.insert_slice %[[F]] into %[[T]][%[[I]]] [4] [1]
// BUF-LABEL: func.func @into_slice(
// BUF-NOT:     memref.alloc
// BUF:         %[[SV:.*]] = memref.subview
// BUF:         linalg.fill ins(%{{.*}} : f32) outs(%[[SV]] :
// BUF-NOT:     memref.copy
// BUF:         return
func.func @into_slice(%t: tensor<16xf32>, %v: f32, %i: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The destination is computed after the fill that uses the tensor.empty:
// its (pure) definition moves before the fill.
// CHECK-LABEL: func.func @move(
// CHECK:         %[[D:.*]] = tensor.empty() : tensor<16xf32>
// CHECK:         %[[G:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : tensor<16xf32>)
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[G]][0] [4] [1]
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @move(%v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty() : tensor<16xf32>
  %g = linalg.fill ins(%v : f32) outs(%d : tensor<16xf32>) -> tensor<16xf32>
  %r = tensor.insert_slice %f into %g[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
