#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @sigmoid(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x32xf32>) outs(%0 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.negf %in : f32
      %3 = math.exp %2 : f32
      %4 = arith.addf %3, %cst : f32
      %5 = arith.divf %cst, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<1x32xf32>
    return %1 : tensor<1x32xf32>
  }
  func.func @lstm(%arg0: tensor<10x1x16xf32>, %arg1: tensor<16x128xf32>, %arg2: tensor<32x128xf32>, %arg3: tensor<128xf32>) -> (tensor<1x32xf32>, tensor<1x32xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %2 = tensor.empty() : tensor<1x128xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %4:2 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %1, %arg6 = %1) -> (tensor<1x32xf32>, tensor<1x32xf32>) {
      %extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<10x1x16xf32> to tensor<1x16xf32>
      %5 = linalg.matmul ins(%extracted_slice, %arg1 : tensor<1x16xf32>, tensor<16x128xf32>) outs(%3 : tensor<1x128xf32>) -> tensor<1x128xf32>
      %6 = linalg.matmul ins(%arg5, %arg2 : tensor<1x32xf32>, tensor<32x128xf32>) outs(%5 : tensor<1x128xf32>) -> tensor<1x128xf32>
      %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<1x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x128xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %13 = arith.addf %in, %in_4 : f32
        linalg.yield %13 : f32
      } -> tensor<1x128xf32>
      %extracted_slice_0 = tensor.extract_slice %7[0, 0] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %extracted_slice_1 = tensor.extract_slice %7[0, 32] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %extracted_slice_2 = tensor.extract_slice %7[0, 64] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %extracted_slice_3 = tensor.extract_slice %7[0, 96] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %8 = func.call @sigmoid(%extracted_slice_0) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %9 = func.call @sigmoid(%extracted_slice_1) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %10 = func.call @sigmoid(%extracted_slice_3) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %11 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg6, %8, %extracted_slice_2 : tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>) outs(%0 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
        %13 = arith.mulf %in, %in_4 : f32
        %14 = math.tanh %in_6 : f32
        %15 = arith.mulf %in_5, %14 : f32
        %16 = arith.addf %13, %15 : f32
        linalg.yield %16 : f32
      } -> tensor<1x32xf32>
      %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%0 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %13 = math.tanh %in_4 : f32
        %14 = arith.mulf %in, %13 : f32
        linalg.yield %14 : f32
      } -> tensor<1x32xf32>
      scf.yield %12, %11 : tensor<1x32xf32>, tensor<1x32xf32>
    }
    return %4#0, %4#1 : tensor<1x32xf32>, tensor<1x32xf32>
  }
}

