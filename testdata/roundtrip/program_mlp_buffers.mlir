func.func @mlp(%x: memref<4x16xf32>, %w1: memref<16x32xf32>, %w2: memref<32x8xf32>, %out: memref<4x8xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %h = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
  linalg.fill ins(%cst : f32) outs(%h : memref<4x32xf32>)
  linalg.matmul ins(%x, %w1 : memref<4x16xf32>, memref<16x32xf32>) outs(%h : memref<4x32xf32>)
  %r = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
  linalg.max ins(%h, %h : memref<4x32xf32>, memref<4x32xf32>) outs(%r : memref<4x32xf32>)
  memref.dealloc %h : memref<4x32xf32>
  linalg.fill ins(%cst : f32) outs(%out : memref<4x8xf32>)
  linalg.matmul ins(%r, %w2 : memref<4x32xf32>, memref<32x8xf32>) outs(%out : memref<4x8xf32>)
  memref.dealloc %r : memref<4x32xf32>
  return
}
