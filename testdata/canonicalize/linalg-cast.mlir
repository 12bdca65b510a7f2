// RUN: memopt --canonicalize %s | FileCheck %s

// Structured ops use the source of a memref.cast operand (MLIR's
// memref::foldMemRefCast), except linalg.map, reduce, transpose and
// broadcast, whose folders in MLIR 22 handle tensors only: a cast to a more
// static type stays before them (bypassing it would give their verifiers a
// dynamic size against the other operand's static one).

// CHECK-LABEL: func.func @bcast
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<?x4xf32> to memref<8x4xf32>
// CHECK-NEXT:  linalg.broadcast ins(%arg0 : memref<8xf32>) outs(%cast : memref<8x4xf32>) dimensions = [1]
// CHECK-NEXT:  return
func.func @bcast(%a: memref<8xf32>, %b: memref<?x4xf32>) {
  %c = memref.cast %b : memref<?x4xf32> to memref<8x4xf32>
  linalg.broadcast ins(%a : memref<8xf32>) outs(%c : memref<8x4xf32>) dimensions = [1]
  return
}

// CHECK-LABEL: func.func @bcast2
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<8x4xf32> to memref<?x4xf32>
// CHECK-NEXT:  %cast_0 = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:  linalg.broadcast ins(%cast_0 : memref<?xf32>) outs(%cast : memref<?x4xf32>) dimensions = [1]
// CHECK-NEXT:  return
func.func @bcast2(%a: memref<8xf32>, %b: memref<8x4xf32>) {
  %c = memref.cast %b : memref<8x4xf32> to memref<?x4xf32>
  %d = memref.cast %a : memref<8xf32> to memref<?xf32>
  linalg.broadcast ins(%d : memref<?xf32>) outs(%c : memref<?x4xf32>) dimensions = [1]
  return
}

// CHECK-LABEL: func.func @tr
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<?x4xf32> to memref<8x4xf32>
// CHECK-NEXT:  linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%cast : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT:  return
func.func @tr(%a: memref<4x8xf32>, %b: memref<?x4xf32>) {
  %c = memref.cast %b : memref<?x4xf32> to memref<8x4xf32>
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%c : memref<8x4xf32>) permutation = [1, 0]
  return
}

// CHECK-LABEL: func.func @map
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:  linalg.map { math.absf } ins(%arg0 : memref<8xf32>) outs(%cast : memref<8xf32>)
// CHECK-NEXT:  return
func.func @map(%a: memref<8xf32>, %b: memref<?xf32>) {
  %c = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.map { math.absf } ins(%a : memref<8xf32>) outs(%c : memref<8xf32>)
  return
}

// CHECK-LABEL: func.func @red
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:  linalg.reduce { arith.addf } ins(%arg0 : memref<8x4xf32>) outs(%cast : memref<8xf32>) dimensions = [1]
// CHECK-NEXT:  return
func.func @red(%a: memref<8x4xf32>, %b: memref<?xf32>) {
  %c = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.reduce { arith.addf } ins(%a : memref<8x4xf32>) outs(%c : memref<8xf32>) dimensions = [1]
  return
}

// CHECK-LABEL: func.func @copy
// CHECK-NEXT:  linalg.copy ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<?xf32>)
// CHECK-NEXT:  return
func.func @copy(%a: memref<8xf32>, %b: memref<?xf32>) {
  %c = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.copy ins(%a : memref<8xf32>) outs(%c : memref<8xf32>)
  return
}

// CHECK-LABEL: func.func @fill
// CHECK-NEXT:  linalg.fill ins(%arg0 : f32) outs(%arg1 : memref<?xf32>)
// CHECK-NEXT:  return
func.func @fill(%a: f32, %b: memref<?xf32>) {
  %c = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.fill ins(%a : f32) outs(%c : memref<8xf32>)
  return
}

// CHECK-LABEL: func.func @mm
// CHECK-NEXT:  linalg.matmul ins(%arg0, %arg1 : memref<8x4xf32>, memref<4x8xf32>) outs(%arg2 : memref<?x8xf32>)
// CHECK-NEXT:  return
func.func @mm(%a: memref<8x4xf32>, %x: memref<4x8xf32>, %b: memref<?x8xf32>) {
  %c = memref.cast %b : memref<?x8xf32> to memref<8x8xf32>
  linalg.matmul ins(%a, %x : memref<8x4xf32>, memref<4x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @sm
// CHECK-NEXT:  linalg.softmax dimension(1) ins(%arg0 : memref<8x4xf32>) outs(%arg1 : memref<?x4xf32>)
// CHECK-NEXT:  return
func.func @sm(%a: memref<8x4xf32>, %b: memref<?x4xf32>) {
  %c = memref.cast %b : memref<?x4xf32> to memref<8x4xf32>
  linalg.softmax dimension(1) ins(%a : memref<8x4xf32>) outs(%c : memref<8x4xf32>)
  return
}
