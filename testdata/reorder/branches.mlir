// RUN: memopt --reorder-for-memory %s --verify-diagnostics | FileCheck %s
// RUN: memopt --reorder-for-memory="exact-limit=0" %s 2>/dev/null | FileCheck %s
// RUN: memopt --reorder-for-memory --merge-alloc --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// Two branches, emitted level by level: both 1 KiB buffers are live when
// the first is reduced into a 64-byte one (2112 bytes). Branch by branch
// the peak is 1152 bytes: the second branch's 1 KiB buffer next to the
// two small ones.
// The memory report notes the scheduling of each block, and merge-alloc's
// arena reaches the new peak.
// REPORT: @two_branches (scope, merge-alloc)
// REPORT: Arena: 1152 bytes
// REPORT: Note: reorder-for-memory: peak 2112 -> 1152 bytes over 12 ops and 4 buffers, proven optimal (heuristic) (block of the op at {{.*}}branches.mlir:{{[0-9]+}}:1)
// CHECK-LABEL: func.func @two_branches(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<256xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<256xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.add ins(%subview, %subview : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%alloc_0 : memref<16xf32>)
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<256xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<256xf32>)
// CHECK-NEXT: %subview_2 = memref.subview %alloc_1[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.add ins(%subview_2, %subview_2 : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%alloc_3 : memref<16xf32>)
// CHECK-NEXT: linalg.add ins(%alloc_0, %alloc_3 : memref<16xf32>, memref<16xf32>) outs(%arg0 : memref<16xf32>)
// CHECK-NEXT: return
// expected-remark @below {{reorder-for-memory: peak 2112 -> 1152 bytes over 12 ops and 4 buffers, proven optimal (heuristic)}}
func.func @two_branches(%out: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<256xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<256xf32>)
  %b = memref.alloc() : memref<256xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<256xf32>)
  %a2 = memref.alloc() : memref<16xf32>
  %sa = memref.subview %a[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
  linalg.add ins(%sa, %sa : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%a2 : memref<16xf32>)
  %b2 = memref.alloc() : memref<16xf32>
  %sb = memref.subview %b[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
  linalg.add ins(%sb, %sb : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%b2 : memref<16xf32>)
  linalg.add ins(%a2, %b2 : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  return
}
