// RUN: memopt --reorder-for-memory %s --verify-diagnostics | FileCheck %s

// Orders no valid order beats are left exactly as they are: a chain, and
// a block whose buffers are both live at the add, where the writes and
// reads of %a through its subviews and cast keep their order.
// CHECK-LABEL: func.func @already_best(
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32>
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc : memref<64xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<64xf32>
// CHECK-NEXT: linalg.mul ins(%alloc, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
// CHECK-NEXT: return %alloc_0 : memref<64xf32>
// CHECK-LABEL: func.func @aliases(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<1024xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<1024xf32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<64xf32>) outs(%alloc : memref<64xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[16] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%subview : memref<16xf32, strided<[1], offset: 16>>)
// CHECK-NEXT: %subview_1 = memref.subview %alloc_0[0] [64] [1] : memref<1024xf32> to memref<64xf32, strided<[1]>>
// CHECK-NEXT: linalg.add ins(%alloc, %subview_1 : memref<64xf32>, memref<64xf32, strided<[1]>>) outs(%arg0 : memref<64xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<64xf32> to memref<?xf32>
// CHECK-NEXT: %subview_2 = memref.subview %cast[0] [16] [1] : memref<?xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT: linalg.copy ins(%subview_2 : memref<16xf32, strided<[1]>>) outs(%arg1 : memref<16xf32>)
// CHECK-NEXT: return

// expected-remark @below {{reorder-for-memory: peak 512 -> 512 bytes over 4 ops and 2 buffers, proven optimal (input order)}}
func.func @already_best(%x: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.mul ins(%a, %a : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  return %b : memref<64xf32>
}

// expected-remark @below {{reorder-for-memory: peak 4352 -> 4352 bytes over 12 ops and 2 buffers, proven optimal (input order)}}
func.func @aliases(%x: memref<64xf32>, %y: memref<16xf32>) {
  %cst = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<64xf32>
  %big = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%cst : f32) outs(%big : memref<1024xf32>)
  linalg.copy ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %s = memref.subview %a[16] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 16>>
  linalg.fill ins(%cst : f32) outs(%s : memref<16xf32, strided<[1], offset: 16>>)
  %bs = memref.subview %big[0] [64] [1] : memref<1024xf32> to memref<64xf32, strided<[1]>>
  linalg.add ins(%a, %bs : memref<64xf32>, memref<64xf32, strided<[1]>>) outs(%x : memref<64xf32>)
  %c = memref.cast %a : memref<64xf32> to memref<?xf32>
  %t = memref.subview %c[0] [16] [1] : memref<?xf32> to memref<16xf32, strided<[1]>>
  linalg.copy ins(%t : memref<16xf32, strided<[1]>>) outs(%y : memref<16xf32>)
  return
}
