// The buffer-deallocation-pipeline frees every buffer: a temporary freed
// after its last use, a buffer chosen by a branch freed by whoever owns it,
// and a returned buffer left to the caller, which frees it.
// RUN: memopt --buffer-deallocation-pipeline %s | FileCheck %s
// RUN: memopt --buffer-deallocation-pipeline --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPE

// PIPE: builtin.module(
// PIPE-NEXT: expand-realloc{emit-deallocs=false},
// PIPE-NEXT: canonicalize{
// PIPE-NEXT: ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},
// PIPE-NEXT: canonicalize{
// PIPE-NEXT: buffer-deallocation-simplification,
// PIPE-NEXT: bufferization-lower-deallocations,
// PIPE-NEXT: cse,
// PIPE-NEXT: canonicalize{

// CHECK-LABEL: func.func @temporary
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK: memref.load %[[T]]
// CHECK-NEXT: memref.dealloc %[[T]] : memref<8xf32>
// CHECK-NEXT: return
func.func @temporary(%x: f32, %i: index) -> f32 {
  %t = memref.alloc() : memref<8xf32>
  memref.store %x, %t[%i] : memref<8xf32>
  %v = memref.load %t[%i] : memref<8xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @produce
// CHECK: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.dealloc
// CHECK: return %[[R]]
func.func @produce(%x: f32) -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%r : memref<4xf32>)
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @consume
// CHECK: %[[P:.*]] = call @produce
// CHECK: memref.load %[[P]]
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]
// CHECK-NEXT: memref.dealloc %[[BASE]] : memref<f32>
func.func @consume(%x: f32, %i: index) -> f32 {
  %p = call @produce(%x) : (f32) -> memref<4xf32>
  %v = memref.load %p[%i] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @branch
// CHECK-COUNT-2: memref.alloc()
// CHECK: %[[S:.*]] = arith.select
// CHECK: memref.load %[[S]]
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: return
func.func @branch(%c: i1, %x: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<4xf32>)
  %s = arith.select %c, %a, %b : memref<4xf32>
  %v = memref.load %s[%i] : memref<4xf32>
  return %v : f32
}
