// RUN: memopt --reorder-for-memory %s --verify-diagnostics | FileCheck %s
// RUN: memopt --reorder-for-memory="exact-limit=0" %s 2>/dev/null | FileCheck %s

// A loop body: two rows are copied into 256-byte buffers and reduced to
// 64-byte ones, level by level (640 bytes live at the first reduction);
// row by row the peak is 384 bytes. Each dealloc moves right after the
// last use of its buffer (through its subviews).
// CHECK-LABEL: func.func @loop_body(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, 0] [1, 64] [1, 1] : memref<8x64xf32> to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[%arg2, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32>
// CHECK-NEXT: linalg.copy ins(%subview : memref<64xf32, strided<[1], offset: ?>>) outs(%alloc : memref<64xf32>)
// CHECK-NEXT: %subview_1 = memref.subview %alloc[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.mul ins(%subview_1, %subview_1 : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%alloc_2 : memref<16xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<64xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<64xf32>
// CHECK-NEXT: linalg.copy ins(%subview : memref<64xf32, strided<[1], offset: ?>>) outs(%alloc_3 : memref<64xf32>)
// CHECK-NEXT: %subview_4 = memref.subview %alloc_3[48] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 48>>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.add ins(%subview_4, %subview_4 : memref<16xf32, strided<[1], offset: 48>>, memref<16xf32, strided<[1], offset: 48>>) outs(%alloc_5 : memref<16xf32>)
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<64xf32>
// CHECK-NEXT: linalg.add ins(%alloc_2, %alloc_5 : memref<16xf32>, memref<16xf32>) outs(%subview_0 : memref<16xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<16xf32>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @loop_body(%in: memref<8x64xf32>, %out: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-remark @below {{reorder-for-memory: peak 640 -> 384 bytes over 17 ops and 4 buffers, proven optimal (heuristic)}}
  scf.for %i = %c0 to %c8 step %c1 {
    %row = memref.subview %in[%i, 0] [1, 64] [1, 1] : memref<8x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    %a = memref.alloc() : memref<64xf32>
    linalg.copy ins(%row : memref<64xf32, strided<[1], offset: ?>>) outs(%a : memref<64xf32>)
    %b = memref.alloc() : memref<64xf32>
    linalg.copy ins(%row : memref<64xf32, strided<[1], offset: ?>>) outs(%b : memref<64xf32>)
    %sa = memref.subview %a[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
    %ra = memref.alloc() : memref<16xf32>
    linalg.mul ins(%sa, %sa : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%ra : memref<16xf32>)
    %sb = memref.subview %b[48] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 48>>
    %rb = memref.alloc() : memref<16xf32>
    linalg.add ins(%sb, %sb : memref<16xf32, strided<[1], offset: 48>>, memref<16xf32, strided<[1], offset: 48>>) outs(%rb : memref<16xf32>)
    %o = memref.subview %out[%i, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%ra, %rb : memref<16xf32>, memref<16xf32>) outs(%o : memref<16xf32, strided<[1], offset: ?>>)
    memref.dealloc %a : memref<64xf32>
    memref.dealloc %b : memref<64xf32>
    memref.dealloc %ra : memref<16xf32>
    memref.dealloc %rb : memref<16xf32>
  }
  return
}
