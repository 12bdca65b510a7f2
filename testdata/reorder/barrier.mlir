// RUN: memopt --reorder-for-memory %s --verify-diagnostics | FileCheck %s
// RUN: memopt --reorder-for-memory="exact-limit=0" %s 2>/dev/null | FileCheck %s

// Ops with unknown or global effects (an unregistered op, a call, a print)
// keep their relative order, and so do the writes to the function
// argument between them (the argument may be any memory); the fresh
// buffers move around them, and each dealloc follows its buffer's last use.
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: "test.unknown"() : () -> ()
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%arg0 : memref<16xf32>)
// CHECK-NEXT: call @ext() : () -> ()
// CHECK-NEXT: %alloc = memref.alloc() : memref<256xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<256xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.add ins(%subview, %subview : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%alloc_0 : memref<16xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<256xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<256xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<256xf32>)
// CHECK-NEXT: %subview_2 = memref.subview %alloc_1[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.add ins(%subview_2, %subview_2 : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%alloc_3 : memref<16xf32>)
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<256xf32>
// CHECK-NEXT: linalg.add ins(%alloc_0, %alloc_3 : memref<16xf32>, memref<16xf32>) outs(%arg0 : memref<16xf32>)
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<16xf32>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<16xf32>
// CHECK-NEXT: vector.print str "done"
// CHECK-NEXT: return
// expected-remark @below {{reorder-for-memory: peak 2176 -> 1152 bytes over 20 ops and 4 buffers, proven optimal (heuristic)}}
func.func @f(%arg: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<256xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<256xf32>)
  "test.unknown"() : () -> ()
  %b = memref.alloc() : memref<256xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<256xf32>)
  linalg.fill ins(%cst : f32) outs(%arg : memref<16xf32>)
  call @ext() : () -> ()
  %a2 = memref.alloc() : memref<16xf32>
  %sa = memref.subview %a[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
  linalg.add ins(%sa, %sa : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%a2 : memref<16xf32>)
  %b2 = memref.alloc() : memref<16xf32>
  %sb = memref.subview %b[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
  linalg.add ins(%sb, %sb : memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>) outs(%b2 : memref<16xf32>)
  linalg.add ins(%a2, %b2 : memref<16xf32>, memref<16xf32>) outs(%arg : memref<16xf32>)
  vector.print str "done"
  memref.dealloc %a : memref<256xf32>
  memref.dealloc %b : memref<256xf32>
  memref.dealloc %a2 : memref<16xf32>
  memref.dealloc %b2 : memref<16xf32>
  return
}
func.func private @ext()
