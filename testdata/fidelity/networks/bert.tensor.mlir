#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @bert(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256x1024xf32>, %arg7: tensor<1024x256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x256xf32>, %arg10: tensor<256x256xf32>, %arg11: tensor<256x256xf32>, %arg12: tensor<256x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x1024xf32>, %arg15: tensor<1024x256xf32>, %arg16: tensor<256xf32>) -> tensor<128x256xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %0 = tensor.empty() : tensor<128x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%1 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %3 = tensor.empty() : tensor<128x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %5 = linalg.matmul ins(%arg0, %arg2 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%4 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %6 = tensor.empty() : tensor<128x256xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %8 = linalg.matmul ins(%arg0, %arg3 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %9 = tensor.empty() : tensor<4x128x64xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<128x4x64xf32>) outs(%9 : tensor<4x128x64xf32>) permutation = [1, 0, 2] 
    %expanded_8 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %10 = tensor.empty() : tensor<4x128x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<128x4x64xf32>) outs(%10 : tensor<4x128x64xf32>) permutation = [1, 0, 2] 
    %expanded_10 = tensor.expand_shape %5 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %11 = tensor.empty() : tensor<4x64x128xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<128x4x64xf32>) outs(%11 : tensor<4x64x128xf32>) permutation = [1, 2, 0] 
    %12 = tensor.empty() : tensor<4x128x128xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %14 = linalg.batch_matmul ins(%transposed, %transposed_11 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%13 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %15 = tensor.empty() : tensor<4x128xf32>
    %16 = linalg.fill ins(%cst_2 : f32) outs(%15 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<4x128x128xf32>) outs(%16 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.maximumf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<4x128xf32>
    %18 = tensor.empty() : tensor<4x128x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%18 : tensor<4x128x128xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.subf %in, %in_21 : f32
      %129 = arith.mulf %128, %cst_3 : f32
      %130 = math.exp %129 : f32
      linalg.yield %130 : f32
    } -> tensor<4x128x128xf32>
    %20 = tensor.empty() : tensor<4x128xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<4x128x128xf32>) outs(%21 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<4x128xf32>
    %23 = tensor.empty() : tensor<4x128x128xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%23 : tensor<4x128x128xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<4x128x128xf32>
    %25 = tensor.empty() : tensor<4x128x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %27 = linalg.batch_matmul ins(%24, %transposed_9 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%26 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %28 = tensor.empty() : tensor<128x4x64xf32>
    %transposed_12 = linalg.transpose ins(%27 : tensor<4x128x64xf32>) outs(%28 : tensor<128x4x64xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed_12 [[0], [1, 2]] : tensor<128x4x64xf32> into tensor<128x256xf32>
    %29 = tensor.empty() : tensor<128x256xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %31 = linalg.matmul ins(%collapsed, %arg4 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%30 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %32 = tensor.empty() : tensor<128x256xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31, %arg0 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%32 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.addf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %34 = tensor.empty() : tensor<128xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<128xf32>) -> tensor<128xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%33 : tensor<128x256xf32>) outs(%35 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<128xf32>
    %37 = tensor.empty() : tensor<128x256xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%33, %36 : tensor<128x256xf32>, tensor<128xf32>) outs(%37 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.subf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<128x256xf32>
    %39 = tensor.empty() : tensor<128xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<128xf32>) -> tensor<128xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%38 : tensor<128x256xf32>) outs(%40 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.addf %128, %out : f32
      linalg.yield %129 : f32
    } -> tensor<128xf32>
    %42 = tensor.empty() : tensor<128x256xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %41, %arg5 : tensor<128x256xf32>, tensor<128xf32>, tensor<256xf32>) outs(%42 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %in_22: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.addf %128, %cst_4 : f32
      %130 = math.rsqrt %129 : f32
      %131 = arith.mulf %in, %130 : f32
      %132 = arith.mulf %131, %in_22 : f32
      linalg.yield %132 : f32
    } -> tensor<128x256xf32>
    %44 = tensor.empty() : tensor<128x1024xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %46 = linalg.matmul ins(%43, %arg6 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%45 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %47 = tensor.empty() : tensor<128x1024xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<128x1024xf32>) outs(%47 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.mulf %128, %in : f32
      %130 = arith.mulf %129, %cst_6 : f32
      %131 = arith.addf %in, %130 : f32
      %132 = arith.mulf %131, %cst_7 : f32
      %133 = math.tanh %132 : f32
      %134 = arith.addf %133, %cst_0 : f32
      %135 = arith.mulf %134, %cst_1 : f32
      %136 = arith.mulf %135, %in : f32
      linalg.yield %136 : f32
    } -> tensor<128x1024xf32>
    %49 = tensor.empty() : tensor<128x256xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %51 = linalg.matmul ins(%48, %arg7 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%50 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %52 = tensor.empty() : tensor<128x256xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%51, %43 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%52 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.addf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %54 = tensor.empty() : tensor<128xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<128xf32>) -> tensor<128xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<128x256xf32>) outs(%55 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<128xf32>
    %57 = tensor.empty() : tensor<128x256xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%53, %56 : tensor<128x256xf32>, tensor<128xf32>) outs(%57 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.subf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<128x256xf32>
    %59 = tensor.empty() : tensor<128xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<128xf32>) -> tensor<128xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%58 : tensor<128x256xf32>) outs(%60 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.addf %128, %out : f32
      linalg.yield %129 : f32
    } -> tensor<128xf32>
    %62 = tensor.empty() : tensor<128x256xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%58, %61, %arg8 : tensor<128x256xf32>, tensor<128xf32>, tensor<256xf32>) outs(%62 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %in_22: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.addf %128, %cst_4 : f32
      %130 = math.rsqrt %129 : f32
      %131 = arith.mulf %in, %130 : f32
      %132 = arith.mulf %131, %in_22 : f32
      linalg.yield %132 : f32
    } -> tensor<128x256xf32>
    %64 = tensor.empty() : tensor<128x256xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %66 = linalg.matmul ins(%63, %arg9 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%65 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %67 = tensor.empty() : tensor<128x256xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %69 = linalg.matmul ins(%63, %arg10 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%68 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %70 = tensor.empty() : tensor<128x256xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %72 = linalg.matmul ins(%63, %arg11 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%71 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_13 = tensor.expand_shape %66 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %73 = tensor.empty() : tensor<4x128x64xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<128x4x64xf32>) outs(%73 : tensor<4x128x64xf32>) permutation = [1, 0, 2] 
    %expanded_15 = tensor.expand_shape %72 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %74 = tensor.empty() : tensor<4x128x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<128x4x64xf32>) outs(%74 : tensor<4x128x64xf32>) permutation = [1, 0, 2] 
    %expanded_17 = tensor.expand_shape %69 [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
    %75 = tensor.empty() : tensor<4x64x128xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<128x4x64xf32>) outs(%75 : tensor<4x64x128xf32>) permutation = [1, 2, 0] 
    %76 = tensor.empty() : tensor<4x128x128xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %78 = linalg.batch_matmul ins(%transposed_14, %transposed_18 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%77 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %79 = tensor.empty() : tensor<4x128xf32>
    %80 = linalg.fill ins(%cst_2 : f32) outs(%79 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<4x128x128xf32>) outs(%80 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.maximumf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<4x128xf32>
    %82 = tensor.empty() : tensor<4x128x128xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%82 : tensor<4x128x128xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.subf %in, %in_21 : f32
      %129 = arith.mulf %128, %cst_3 : f32
      %130 = math.exp %129 : f32
      linalg.yield %130 : f32
    } -> tensor<4x128x128xf32>
    %84 = tensor.empty() : tensor<4x128xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<4x128x128xf32>) outs(%85 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<4x128xf32>
    %87 = tensor.empty() : tensor<4x128x128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %86 : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%87 : tensor<4x128x128xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<4x128x128xf32>
    %89 = tensor.empty() : tensor<4x128x64xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %91 = linalg.batch_matmul ins(%88, %transposed_16 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%90 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %92 = tensor.empty() : tensor<128x4x64xf32>
    %transposed_19 = linalg.transpose ins(%91 : tensor<4x128x64xf32>) outs(%92 : tensor<128x4x64xf32>) permutation = [1, 0, 2] 
    %collapsed_20 = tensor.collapse_shape %transposed_19 [[0], [1, 2]] : tensor<128x4x64xf32> into tensor<128x256xf32>
    %93 = tensor.empty() : tensor<128x256xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %95 = linalg.matmul ins(%collapsed_20, %arg12 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%94 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %96 = tensor.empty() : tensor<128x256xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%95, %63 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%96 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.addf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %98 = tensor.empty() : tensor<128xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<128xf32>) -> tensor<128xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%97 : tensor<128x256xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<128xf32>
    %101 = tensor.empty() : tensor<128x256xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%97, %100 : tensor<128x256xf32>, tensor<128xf32>) outs(%101 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.subf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<128x256xf32>
    %103 = tensor.empty() : tensor<128xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<128xf32>) -> tensor<128xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<128x256xf32>) outs(%104 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.addf %128, %out : f32
      linalg.yield %129 : f32
    } -> tensor<128xf32>
    %106 = tensor.empty() : tensor<128x256xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%102, %105, %arg13 : tensor<128x256xf32>, tensor<128xf32>, tensor<256xf32>) outs(%106 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %in_22: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.addf %128, %cst_4 : f32
      %130 = math.rsqrt %129 : f32
      %131 = arith.mulf %in, %130 : f32
      %132 = arith.mulf %131, %in_22 : f32
      linalg.yield %132 : f32
    } -> tensor<128x256xf32>
    %108 = tensor.empty() : tensor<128x1024xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %110 = linalg.matmul ins(%107, %arg14 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%109 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %111 = tensor.empty() : tensor<128x1024xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<128x1024xf32>) outs(%111 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.mulf %128, %in : f32
      %130 = arith.mulf %129, %cst_6 : f32
      %131 = arith.addf %in, %130 : f32
      %132 = arith.mulf %131, %cst_7 : f32
      %133 = math.tanh %132 : f32
      %134 = arith.addf %133, %cst_0 : f32
      %135 = arith.mulf %134, %cst_1 : f32
      %136 = arith.mulf %135, %in : f32
      linalg.yield %136 : f32
    } -> tensor<128x1024xf32>
    %113 = tensor.empty() : tensor<128x256xf32>
    %114 = linalg.fill ins(%cst : f32) outs(%113 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %115 = linalg.matmul ins(%112, %arg15 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%114 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %116 = tensor.empty() : tensor<128x256xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%115, %107 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%116 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.addf %in, %in_21 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %118 = tensor.empty() : tensor<128xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<128xf32>) -> tensor<128xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%117 : tensor<128x256xf32>) outs(%119 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<128xf32>
    %121 = tensor.empty() : tensor<128x256xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%117, %120 : tensor<128x256xf32>, tensor<128xf32>) outs(%121 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.subf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<128x256xf32>
    %123 = tensor.empty() : tensor<128xf32>
    %124 = linalg.fill ins(%cst : f32) outs(%123 : tensor<128xf32>) -> tensor<128xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%122 : tensor<128x256xf32>) outs(%124 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %in : f32
      %129 = arith.addf %128, %out : f32
      linalg.yield %129 : f32
    } -> tensor<128xf32>
    %126 = tensor.empty() : tensor<128x256xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%122, %125, %arg16 : tensor<128x256xf32>, tensor<128xf32>, tensor<256xf32>) outs(%126 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_21: f32, %in_22: f32, %out: f32):
      %128 = arith.divf %in_21, %cst_5 : f32
      %129 = arith.addf %128, %cst_4 : f32
      %130 = math.rsqrt %129 : f32
      %131 = arith.mulf %in, %130 : f32
      %132 = arith.mulf %131, %in_22 : f32
      linalg.yield %132 : f32
    } -> tensor<128x256xf32>
    return %127 : tensor<128x256xf32>
  }
}

