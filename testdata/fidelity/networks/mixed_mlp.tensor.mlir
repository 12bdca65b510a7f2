#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mixed_mlp(%arg0: tensor<64x512xf32>, %arg1: tensor<512x1024xf16>, %arg2: tensor<1024x768xf16>, %arg3: tensor<768x512xf16>, %arg4: tensor<512x256xf16>, %arg5: tensor<256x512xf16>) -> tensor<64x512xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %0 = tensor.empty() : tensor<64x512xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x512xf32>) outs(%0 : tensor<64x512xf16>) {
    ^bb0(%in: f32, %out: f16):
      %39 = arith.truncf %in : f32 to f16
      linalg.yield %39 : f16
    } -> tensor<64x512xf16>
    %2 = tensor.empty() : tensor<64x1024xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %4 = linalg.matmul ins(%1, %arg1 : tensor<64x512xf16>, tensor<512x1024xf16>) outs(%3 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %5 = tensor.empty() : tensor<64x1024xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<64x1024xf32>) outs(%5 : tensor<64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.maximumf %in, %cst : f32
      linalg.yield %39 : f32
    } -> tensor<64x1024xf32>
    %7 = tensor.empty() : tensor<64x1024xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<64x1024xf32>) outs(%7 : tensor<64x1024xf16>) {
    ^bb0(%in: f32, %out: f16):
      %39 = arith.truncf %in : f32 to f16
      linalg.yield %39 : f16
    } -> tensor<64x1024xf16>
    %9 = tensor.empty() : tensor<64x768xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %11 = linalg.matmul ins(%8, %arg2 : tensor<64x1024xf16>, tensor<1024x768xf16>) outs(%10 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %12 = tensor.empty() : tensor<64x768xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<64x768xf32>) outs(%12 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.maximumf %in, %cst : f32
      linalg.yield %39 : f32
    } -> tensor<64x768xf32>
    %14 = tensor.empty() : tensor<64x768xf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<64x768xf32>) outs(%14 : tensor<64x768xf16>) {
    ^bb0(%in: f32, %out: f16):
      %39 = arith.truncf %in : f32 to f16
      linalg.yield %39 : f16
    } -> tensor<64x768xf16>
    %16 = tensor.empty() : tensor<64x512xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %18 = linalg.matmul ins(%15, %arg3 : tensor<64x768xf16>, tensor<768x512xf16>) outs(%17 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %19 = tensor.empty() : tensor<64x512xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<64x512xf32>) outs(%19 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.maximumf %in, %cst : f32
      linalg.yield %39 : f32
    } -> tensor<64x512xf32>
    %21 = tensor.empty() : tensor<64x512xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %arg0 : tensor<64x512xf32>, tensor<64x512xf32>) outs(%21 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %39 = arith.addf %in, %in_8 : f32
      linalg.yield %39 : f32
    } -> tensor<64x512xf32>
    %23 = tensor.empty() : tensor<64x512xf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<64x512xf32>) outs(%23 : tensor<64x512xf16>) {
    ^bb0(%in: f32, %out: f16):
      %39 = arith.truncf %in : f32 to f16
      linalg.yield %39 : f16
    } -> tensor<64x512xf16>
    %25 = tensor.empty() : tensor<64x256xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %27 = linalg.matmul ins(%24, %arg4 : tensor<64x512xf16>, tensor<512x256xf16>) outs(%26 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %28 = tensor.empty() : tensor<64x256xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<64x256xf32>) outs(%28 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.maximumf %in, %cst : f32
      linalg.yield %39 : f32
    } -> tensor<64x256xf32>
    %30 = tensor.empty() : tensor<64x256xf16>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<64x256xf32>) outs(%30 : tensor<64x256xf16>) {
    ^bb0(%in: f32, %out: f16):
      %39 = arith.truncf %in : f32 to f16
      linalg.yield %39 : f16
    } -> tensor<64x256xf16>
    %32 = tensor.empty() : tensor<64x512xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %34 = linalg.matmul ins(%31, %arg5 : tensor<64x256xf16>, tensor<256x512xf16>) outs(%33 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %35 = tensor.empty() : tensor<64x512xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x512xf32>) outs(%35 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.maximumf %in, %cst : f32
      linalg.yield %39 : f32
    } -> tensor<64x512xf32>
    %37 = tensor.empty() : tensor<64x512xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %22 : tensor<64x512xf32>, tensor<64x512xf32>) outs(%37 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %39 = arith.addf %in, %in_8 : f32
      linalg.yield %39 : f32
    } -> tensor<64x512xf32>
    return %38 : tensor<64x512xf32>
  }
}

