func.func @map_reduce(%a: memref<8x16xf32>, %b: memref<8x16xf32>, %r: memref<8xf32>, %t: tensor<8x16xf32>) -> tensor<8xf32> {
  linalg.map { arith.addf } ins(%a, %b : memref<8x16xf32>, memref<8x16xf32>) outs(%b : memref<8x16xf32>)
  linalg.map ins(%a : memref<8x16xf32>) outs(%b : memref<8x16xf32>)
    (%in: f32, %init: f32) {
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
  linalg.reduce { arith.addf } ins(%a : memref<8x16xf32>) outs(%r : memref<8xf32>) dimensions = [1]
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.reduce ins(%t : tensor<8x16xf32>) outs(%e : tensor<8xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  return %0 : tensor<8xf32>
}
