#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module @attention {
  func.func @attention(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x16x16xf32>, %arg2: tensor<2x16x16xf32>, %arg3: tensor<2x16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 9.99999974E-6 : f32
    %cst_3 = arith.constant 1.600000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %3 = linalg.batch_matmul ins(%arg0, %arg2 : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %4 = linalg.batch_matmul ins(%arg0, %arg3 : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %5 = tensor.empty() : tensor<2x16x8xf32>
    %transposed = linalg.transpose ins(%3 : tensor<2x8x16xf32>) outs(%5 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %6 = tensor.empty() : tensor<2x8x8xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %8 = linalg.batch_matmul ins(%2, %transposed : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%7 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x8xf32>) outs(%6 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.mulf %in, %cst_1 : f32
      linalg.yield %19 : f32
    } -> tensor<2x8x8xf32>
    %10 = tensor.empty() : tensor<2x8xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %reduced = linalg.reduce ins(%9 : tensor<2x8x8xf32>) outs(%11 : tensor<2x8xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %19 = arith.maximumf %in, %init : f32
        linalg.yield %19 : f32
      }
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %reduced : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%6 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.subf %in, %in_7 : f32
      %20 = math.exp %19 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%10 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %reduced_4 = linalg.reduce { arith.addf } ins(%12 : tensor<2x8x8xf32>) outs(%13 : tensor<2x8xf32>) dimensions = [2] 
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %reduced_4 : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%6 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.divf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x8x8xf32>
    %15 = linalg.batch_matmul ins(%14, %4 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %16 = linalg.add ins(%15, %arg0 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %reduced_5 = linalg.reduce { arith.addf } ins(%16 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8xf32>) dimensions = [2] 
    %mapped = linalg.map ins(%reduced_5 : tensor<2x8xf32>) outs(%10 : tensor<2x8xf32>)
      (%in: f32, %init: f32) {
        %19 = arith.divf %in, %cst_3 : f32
        linalg.yield %19 : f32
      }
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %mapped : tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.subf %in, %in_7 : f32
      %20 = arith.mulf %19, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x16xf32>
    %reduced_6 = linalg.reduce { arith.addf } ins(%17 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8xf32>) dimensions = [2] 
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %mapped, %reduced_6, %arg4, %arg5 : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_7: f32, %in_8: f32, %in_9: f32, %in_10: f32, %out: f32):
      %19 = arith.divf %in_8, %cst_3 : f32
      %20 = arith.addf %19, %cst_2 : f32
      %21 = math.rsqrt %20 : f32
      %22 = arith.subf %in, %in_7 : f32
      %23 = arith.mulf %22, %21 : f32
      %24 = arith.mulf %23, %in_9 : f32
      %25 = arith.addf %24, %in_10 : f32
      linalg.yield %25 : f32
    } -> tensor<2x8x16xf32>
    return %18 : tensor<2x8x16xf32>
  }
}

