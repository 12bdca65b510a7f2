func.func @contractions(%a: memref<2x8x16xf32>, %b: memref<2x16x4xf32>, %c: memref<2x8x4xf32>, %m: memref<8x16xf32>, %x: memref<16xf32>, %y: memref<8xf32>, %s: memref<f32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x8x16xf32>, memref<2x16x4xf32>) outs(%c : memref<2x8x4xf32>)
  linalg.matvec ins(%m, %x : memref<8x16xf32>, memref<16xf32>) outs(%y : memref<8xf32>)
  linalg.vecmat ins(%y, %m : memref<8xf32>, memref<8x16xf32>) outs(%x : memref<16xf32>)
  linalg.dot ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%s : memref<f32>)
  return
}
