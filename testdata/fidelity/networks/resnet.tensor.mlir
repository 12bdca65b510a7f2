#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
module {
  func.func @resnet(%arg0: tensor<1x64x64x3xf32>, %arg1: tensor<7x7x3x32xf32>, %arg2: tensor<3x3x32x32xf32>, %arg3: tensor<3x3x32x32xf32>, %arg4: tensor<3x3x32x32xf32>, %arg5: tensor<3x3x32x32xf32>, %arg6: tensor<3x3x32x64xf32>, %arg7: tensor<3x3x64x64xf32>, %arg8: tensor<1x1x32x64xf32>, %arg9: tensor<3x3x64x64xf32>, %arg10: tensor<3x3x64x64xf32>, %arg11: tensor<3x3x64x128xf32>, %arg12: tensor<3x3x128x128xf32>, %arg13: tensor<1x1x64x128xf32>, %arg14: tensor<3x3x128x128xf32>, %arg15: tensor<3x3x128x128xf32>, %arg16: tensor<3x3x128x256xf32>, %arg17: tensor<3x3x256x256xf32>, %arg18: tensor<1x1x128x256xf32>, %arg19: tensor<3x3x256x256xf32>, %arg20: tensor<3x3x256x256xf32>, %arg21: tensor<256x10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %padded = tensor.pad %arg0 low[0, 3, 3, 0] high[0, 3, 3, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x64x64x3xf32> to tensor<1x70x70x3xf32>
    %0 = tensor.empty() : tensor<1x32x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x70x70x3xf32>, tensor<7x7x3x32xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %3 = tensor.empty() : tensor<1x32x32x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x32x32x32xf32>) outs(%3 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x32x32x32xf32>
    %5 = tensor.empty() : tensor<1x16x16x32xf32>
    %6 = linalg.fill ins(%cst_2 : f32) outs(%5 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %7 = tensor.empty() : tensor<2x2xf32>
    %8 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%4, %7 : tensor<1x32x32x32xf32>, tensor<2x2xf32>) outs(%6 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %padded_8 = tensor.pad %8 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %9 = tensor.empty() : tensor<1x16x16x32xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %11 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_8, %arg2 : tensor<1x18x18x32xf32>, tensor<3x3x32x32xf32>) outs(%10 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %12 = tensor.empty() : tensor<1x16x16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x16x32xf32>) outs(%12 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %padded_9 = tensor.pad %13 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %14 = tensor.empty() : tensor<1x16x16x32xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %16 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_9, %arg3 : tensor<1x18x18x32xf32>, tensor<3x3x32x32xf32>) outs(%15 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %17 = tensor.empty() : tensor<1x16x16x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %8 : tensor<1x16x16x32xf32>, tensor<1x16x16x32xf32>) outs(%17 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %19 = tensor.empty() : tensor<1x16x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x16x32xf32>) outs(%19 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %padded_10 = tensor.pad %20 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %21 = tensor.empty() : tensor<1x16x16x32xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %23 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_10, %arg4 : tensor<1x18x18x32xf32>, tensor<3x3x32x32xf32>) outs(%22 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %24 = tensor.empty() : tensor<1x16x16x32xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x16x16x32xf32>) outs(%24 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %padded_11 = tensor.pad %25 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %26 = tensor.empty() : tensor<1x16x16x32xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %28 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_11, %arg5 : tensor<1x18x18x32xf32>, tensor<3x3x32x32xf32>) outs(%27 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %29 = tensor.empty() : tensor<1x16x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %20 : tensor<1x16x16x32xf32>, tensor<1x16x16x32xf32>) outs(%29 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %31 = tensor.empty() : tensor<1x16x16x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x32xf32>) outs(%31 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x16x32xf32>
    %padded_12 = tensor.pad %32 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %33 = tensor.empty() : tensor<1x8x8x64xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %35 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_12, %arg6 : tensor<1x18x18x32xf32>, tensor<3x3x32x64xf32>) outs(%34 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %36 = tensor.empty() : tensor<1x8x8x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x8x64xf32>) outs(%36 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %padded_13 = tensor.pad %37 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x64xf32> to tensor<1x10x10x64xf32>
    %38 = tensor.empty() : tensor<1x8x8x64xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %40 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_13, %arg7 : tensor<1x10x10x64xf32>, tensor<3x3x64x64xf32>) outs(%39 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %41 = tensor.empty() : tensor<1x8x8x64xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %43 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%32, %arg8 : tensor<1x16x16x32xf32>, tensor<1x1x32x64xf32>) outs(%42 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %44 = tensor.empty() : tensor<1x8x8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<1x8x8x64xf32>, tensor<1x8x8x64xf32>) outs(%44 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %46 = tensor.empty() : tensor<1x8x8x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x8x8x64xf32>) outs(%46 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %padded_14 = tensor.pad %47 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x64xf32> to tensor<1x10x10x64xf32>
    %48 = tensor.empty() : tensor<1x8x8x64xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %50 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_14, %arg9 : tensor<1x10x10x64xf32>, tensor<3x3x64x64xf32>) outs(%49 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %51 = tensor.empty() : tensor<1x8x8x64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x8x64xf32>) outs(%51 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %padded_15 = tensor.pad %52 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x64xf32> to tensor<1x10x10x64xf32>
    %53 = tensor.empty() : tensor<1x8x8x64xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %55 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_15, %arg10 : tensor<1x10x10x64xf32>, tensor<3x3x64x64xf32>) outs(%54 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %56 = tensor.empty() : tensor<1x8x8x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %47 : tensor<1x8x8x64xf32>, tensor<1x8x8x64xf32>) outs(%56 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %58 = tensor.empty() : tensor<1x8x8x64xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x8x8x64xf32>) outs(%58 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x8x64xf32>
    %padded_16 = tensor.pad %59 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x64xf32> to tensor<1x10x10x64xf32>
    %60 = tensor.empty() : tensor<1x4x4x128xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %62 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_16, %arg11 : tensor<1x10x10x64xf32>, tensor<3x3x64x128xf32>) outs(%61 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %63 = tensor.empty() : tensor<1x4x4x128xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x4x4x128xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %padded_17 = tensor.pad %64 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x128xf32> to tensor<1x6x6x128xf32>
    %65 = tensor.empty() : tensor<1x4x4x128xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %67 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_17, %arg12 : tensor<1x6x6x128xf32>, tensor<3x3x128x128xf32>) outs(%66 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %68 = tensor.empty() : tensor<1x4x4x128xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %70 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%59, %arg13 : tensor<1x8x8x64xf32>, tensor<1x1x64x128xf32>) outs(%69 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %71 = tensor.empty() : tensor<1x4x4x128xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<1x4x4x128xf32>, tensor<1x4x4x128xf32>) outs(%71 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %73 = tensor.empty() : tensor<1x4x4x128xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x4x4x128xf32>) outs(%73 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %padded_18 = tensor.pad %74 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x128xf32> to tensor<1x6x6x128xf32>
    %75 = tensor.empty() : tensor<1x4x4x128xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %77 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_18, %arg14 : tensor<1x6x6x128xf32>, tensor<3x3x128x128xf32>) outs(%76 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %78 = tensor.empty() : tensor<1x4x4x128xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x4x4x128xf32>) outs(%78 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %padded_19 = tensor.pad %79 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x128xf32> to tensor<1x6x6x128xf32>
    %80 = tensor.empty() : tensor<1x4x4x128xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %82 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_19, %arg15 : tensor<1x6x6x128xf32>, tensor<3x3x128x128xf32>) outs(%81 : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %83 = tensor.empty() : tensor<1x4x4x128xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %74 : tensor<1x4x4x128xf32>, tensor<1x4x4x128xf32>) outs(%83 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %85 = tensor.empty() : tensor<1x4x4x128xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x4x4x128xf32>) outs(%85 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x4x128xf32>
    %padded_20 = tensor.pad %86 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x128xf32> to tensor<1x6x6x128xf32>
    %87 = tensor.empty() : tensor<1x2x2x256xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %89 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_20, %arg16 : tensor<1x6x6x128xf32>, tensor<3x3x128x256xf32>) outs(%88 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %90 = tensor.empty() : tensor<1x2x2x256xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x2x256xf32>) outs(%90 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %padded_21 = tensor.pad %91 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x2x2x256xf32> to tensor<1x4x4x256xf32>
    %92 = tensor.empty() : tensor<1x2x2x256xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %94 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_21, %arg17 : tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) outs(%93 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %95 = tensor.empty() : tensor<1x2x2x256xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %97 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%86, %arg18 : tensor<1x4x4x128xf32>, tensor<1x1x128x256xf32>) outs(%96 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %98 = tensor.empty() : tensor<1x2x2x256xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %97 : tensor<1x2x2x256xf32>, tensor<1x2x2x256xf32>) outs(%98 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %100 = tensor.empty() : tensor<1x2x2x256xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x2x2x256xf32>) outs(%100 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %padded_22 = tensor.pad %101 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x2x2x256xf32> to tensor<1x4x4x256xf32>
    %102 = tensor.empty() : tensor<1x2x2x256xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %104 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_22, %arg19 : tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) outs(%103 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %105 = tensor.empty() : tensor<1x2x2x256xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x2x2x256xf32>) outs(%105 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %padded_23 = tensor.pad %106 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x2x2x256xf32> to tensor<1x4x4x256xf32>
    %107 = tensor.empty() : tensor<1x2x2x256xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %109 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_23, %arg20 : tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) outs(%108 : tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %110 = tensor.empty() : tensor<1x2x2x256xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %101 : tensor<1x2x2x256xf32>, tensor<1x2x2x256xf32>) outs(%110 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %120 = arith.addf %in, %in_24 : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %112 = tensor.empty() : tensor<1x2x2x256xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x2x2x256xf32>) outs(%112 : tensor<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %in, %cst : f32
      linalg.yield %120 : f32
    } -> tensor<1x2x2x256xf32>
    %114 = tensor.empty() : tensor<1x256xf32>
    %115 = linalg.fill ins(%cst : f32) outs(%114 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%113 : tensor<1x2x2x256xf32>) outs(%115 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<1x256xf32>
    %117 = tensor.empty() : tensor<1x10xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %119 = linalg.matmul ins(%116, %arg21 : tensor<1x256xf32>, tensor<256x10xf32>) outs(%118 : tensor<1x10xf32>) -> tensor<1x10xf32>
    return %119 : tensor<1x10xf32>
  }
}

