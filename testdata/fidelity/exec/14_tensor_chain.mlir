#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @chain(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x16xf32>) outs(%0 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 1.250000e-01 : f32
      %15 = arith.mulf %in, %cst_0 : f32
      linalg.yield %15 : f32
    } -> tensor<16x16xf32>
    %2 = tensor.empty() : tensor<16x16xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %4 = linalg.matmul ins(%1, %arg0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%3 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = tensor.empty() : tensor<16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %15 = arith.addf %in, %in_0 : f32
      linalg.yield %15 : f32
    } -> tensor<16x16xf32>
    %7 = tensor.empty() : tensor<16x16xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %9 = linalg.matmul ins(%6, %1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = tensor.empty() : tensor<16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<16x16xf32>) outs(%10 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 1.000000e-03 : f32
      %15 = arith.mulf %in, %cst_0 : f32
      linalg.yield %15 : f32
    } -> tensor<16x16xf32>
    %12 = tensor.empty() : tensor<16x16xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %14 = linalg.matmul ins(%11, %11 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<16x16xf32>) -> tensor<16x16xf32>
    return %14 : tensor<16x16xf32>
  }
  func.func @main() {
    %0 = tensor.empty() : tensor<16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<16x16xf32>) {
    ^bb0(%out: f32):
      %3 = linalg.index 0 : index
      %4 = linalg.index 1 : index
      %5 = arith.addi %3, %4 : index
      %c5 = arith.constant 5 : index
      %6 = arith.remui %5, %c5 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      linalg.yield %8 : f32
    } -> tensor<16x16xf32>
    %2 = call @chain(%1) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cast = tensor.cast %2 : tensor<16x16xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
}

