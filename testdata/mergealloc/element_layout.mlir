// RUN: memopt --merge-alloc="planner-options=cost-model alignment=64" %s | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=cost-model alignment=16" %s | FileCheck %s --check-prefix=A16

// Buffer sizes are those of the LLVM lowering: a vector<3xi32> element takes
// 16 bytes (its store size rounded up to its alignment), an i1 or i4 a whole
// byte: 384 + 64 + 64 bytes at alignment 64 (found by the program generator: with 12-byte vector<3xi32> elements
// the merged buffer was too small and the program overwrote the heap).

// CHECK-LABEL: func.func @vector3
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<512xi8>
func.func @vector3() {
  %a = memref.alloc() : memref<8x3xvector<3xi32>>
  %b = memref.alloc() : memref<7xi4>
  %c = memref.alloc() : memref<3xi1>
  "test.use"(%a, %b, %c) : (memref<8x3xvector<3xi32>>, memref<7xi4>, memref<3xi1>) -> ()
  return
}

// A vector<8xf32> element must be 32-byte aligned (vector loads fault
// otherwise): at alignment 16 merge-alloc leaves it alone, at 64 it merges
// it.

// CHECK-LABEL: func.func @vector8
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// A16-LABEL: func.func @vector8
// A16: memref.alloc() {alignment = 16 : i64} : memref<64xi8>
// A16: memref.alloc() : memref<4xvector<8xf32>>
func.func @vector8() {
  %a = memref.alloc() : memref<4xvector<8xf32>>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b) : (memref<4xvector<8xf32>>, memref<16xf32>) -> ()
  return
}
