func.func @tb(%a: memref<8x16xf32>, %b: memref<16x8xf32>, %v: memref<16xf32>, %t: tensor<8x16xf32>) -> tensor<16x8xf32> {
  linalg.transpose ins(%a : memref<8x16xf32>) outs(%b : memref<16x8xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<16xf32>) outs(%a : memref<8x16xf32>) dimensions = [0]
  %e = tensor.empty() : tensor<16x8xf32>
  %0 = linalg.transpose ins(%t : tensor<8x16xf32>) outs(%e : tensor<16x8xf32>) permutation = [1, 0]
  return %0 : tensor<16x8xf32>
}
