#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmaxish(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = arith.constant -1.000000e+30 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>) outs(%1 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.maximumf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %3 = tensor.empty() : tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<8x16xf32>, tensor<8xf32>) outs(%3 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.subf %in, %in_1 : f32
      %15 = arith.mulf %14, %14 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %16 = arith.addf %15, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<8x16xf32>
    %5 = tensor.empty() : tensor<8xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<8x16xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<8x16xf32>, tensor<8xf32>) outs(%8 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.divf %in, %in_1 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16xf32>
    %10 = tensor.empty() : tensor<8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8x16xf32>) outs(%10 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.mulf %in, %in : f32
      linalg.yield %14 : f32
    } -> tensor<8x16xf32>
    %12 = tensor.empty() : tensor<8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %11 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.addf %in, %in_1 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16xf32>
    return %13 : tensor<8x16xf32>
  }
  func.func @main() {
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      %3 = linalg.index 0 : index
      %4 = linalg.index 1 : index
      %5 = arith.muli %3, %4 : index
      %c13 = arith.constant 13 : index
      %6 = arith.remui %5, %c13 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      linalg.yield %8 : f32
    } -> tensor<8x16xf32>
    %2 = call @softmaxish(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cast = tensor.cast %2 : tensor<8x16xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
}

