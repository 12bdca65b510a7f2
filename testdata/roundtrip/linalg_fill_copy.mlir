func.func @fill_copy(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %t: tensor<4xi32>) -> tensor<4xi32> {
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%a : memref<8x8xf32>)
  linalg.copy ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>)
  %c1 = arith.constant 1 : i32
  %0 = linalg.fill ins(%c1 : i32) outs(%t : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
