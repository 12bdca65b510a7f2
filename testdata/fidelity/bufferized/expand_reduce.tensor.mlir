module {
  func.func @expand_reduce(%arg0: tensor<64xf32>) -> tensor<8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
    %0 = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
    %reduced = linalg.reduce ins(%expanded : tensor<8x8xf32>) outs(%1 : tensor<8xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %2 = arith.addf %in, %init : f32
        linalg.yield %2 : f32
      }
    return %reduced : tensor<8xf32>
  }
}

