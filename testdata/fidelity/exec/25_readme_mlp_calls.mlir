module {
  func.func @mlp(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = tensor.empty() : tensor<128x128xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %5 = linalg.matmul ins(%2, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%4 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %6 = tensor.empty() : tensor<128x128xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %8 = linalg.matmul ins(%5, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%7 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %9 = tensor.empty() : tensor<128x128xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %11 = linalg.matmul ins(%8, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%10 : tensor<128x128xf32>) -> tensor<128x128xf32>
    return %11 : tensor<128x128xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 7.812500e-03 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %cst_1) -> (f32) {
      %4 = func.call @mlp(%1, %2) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %extracted = tensor.extract %4[%arg0, %arg0] : tensor<128x128xf32>
      %5 = arith.addf %arg1, %extracted : f32
      scf.yield %5 : f32
    }
    %from_elements = tensor.from_elements %3 : tensor<1xf32>
    %cast = tensor.cast %from_elements : tensor<1xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
}

