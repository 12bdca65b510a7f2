#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>
module {
  func.func @unet(%arg0: tensor<1x64x64x4xf32>, %arg1: tensor<3x3x4x16xf32>, %arg2: tensor<3x3x16x16xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<3x3x32x32xf32>, %arg5: tensor<3x3x32x64xf32>, %arg6: tensor<3x3x64x64xf32>, %arg7: tensor<3x3x64x128xf32>, %arg8: tensor<1x1x128x64xf32>, %arg9: tensor<3x3x128x64xf32>, %arg10: tensor<1x1x64x32xf32>, %arg11: tensor<3x3x64x32xf32>, %arg12: tensor<1x1x32x16xf32>, %arg13: tensor<3x3x32x16xf32>, %arg14: tensor<1x1x16x2xf32>) -> tensor<1x64x64x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x64x64x4xf32> to tensor<1x66x66x4xf32>
    %0 = tensor.empty() : tensor<1x64x64x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x66x66x4xf32>, tensor<3x3x4x16xf32>) outs(%1 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %3 = tensor.empty() : tensor<1x64x64x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x64x64x16xf32>) outs(%3 : tensor<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x64x64x16xf32>
    %padded_8 = tensor.pad %4 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x64x64x16xf32> to tensor<1x66x66x16xf32>
    %5 = tensor.empty() : tensor<1x64x64x16xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_8, %arg2 : tensor<1x66x66x16xf32>, tensor<3x3x16x16xf32>) outs(%6 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %8 = tensor.empty() : tensor<1x64x64x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x64x64x16xf32>) outs(%8 : tensor<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x64x64x16xf32>
    %10 = tensor.empty() : tensor<1x32x32x16xf32>
    %11 = linalg.fill ins(%cst_2 : f32) outs(%10 : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
    %12 = tensor.empty() : tensor<2x2xf32>
    %13 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%9, %12 : tensor<1x64x64x16xf32>, tensor<2x2xf32>) outs(%11 : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
    %padded_9 = tensor.pad %13 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x16xf32> to tensor<1x34x34x16xf32>
    %14 = tensor.empty() : tensor<1x32x32x32xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %16 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_9, %arg3 : tensor<1x34x34x16xf32>, tensor<3x3x16x32xf32>) outs(%15 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %17 = tensor.empty() : tensor<1x32x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x32x32x32xf32>) outs(%17 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_10 = tensor.pad %18 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x34x34x32xf32>
    %19 = tensor.empty() : tensor<1x32x32x32xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %21 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_10, %arg4 : tensor<1x34x34x32xf32>, tensor<3x3x32x32xf32>) outs(%20 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %22 = tensor.empty() : tensor<1x32x32x32xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x32x32x32xf32>) outs(%22 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x32x32x32xf32>
    %24 = tensor.empty() : tensor<1x16x16x32xf32>
    %25 = linalg.fill ins(%cst_2 : f32) outs(%24 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %26 = tensor.empty() : tensor<2x2xf32>
    %27 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%23, %26 : tensor<1x32x32x32xf32>, tensor<2x2xf32>) outs(%25 : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %padded_11 = tensor.pad %27 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x32xf32> to tensor<1x18x18x32xf32>
    %28 = tensor.empty() : tensor<1x16x16x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %30 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_11, %arg5 : tensor<1x18x18x32xf32>, tensor<3x3x32x64xf32>) outs(%29 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %31 = tensor.empty() : tensor<1x16x16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x64xf32>) outs(%31 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x16x64xf32>
    %padded_12 = tensor.pad %32 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x64xf32> to tensor<1x18x18x64xf32>
    %33 = tensor.empty() : tensor<1x16x16x64xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %35 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_12, %arg6 : tensor<1x18x18x64xf32>, tensor<3x3x64x64xf32>) outs(%34 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %36 = tensor.empty() : tensor<1x16x16x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x16x64xf32>) outs(%36 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x16x64xf32>
    %38 = tensor.empty() : tensor<1x8x8x64xf32>
    %39 = linalg.fill ins(%cst_2 : f32) outs(%38 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %40 = tensor.empty() : tensor<2x2xf32>
    %41 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%37, %40 : tensor<1x16x16x64xf32>, tensor<2x2xf32>) outs(%39 : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %padded_13 = tensor.pad %41 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x64xf32> to tensor<1x10x10x64xf32>
    %42 = tensor.empty() : tensor<1x8x8x128xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %44 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_13, %arg7 : tensor<1x10x10x64xf32>, tensor<3x3x64x128xf32>) outs(%43 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %45 = tensor.empty() : tensor<1x8x8x128xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x8x128xf32>) outs(%45 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x8x8x128xf32>
    %47 = tensor.empty() : tensor<1x16x16x128xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x8x128xf32>) outs(%47 : tensor<1x16x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x128xf32>
    %49 = tensor.empty() : tensor<1x16x16x64xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %51 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%48, %arg8 : tensor<1x16x16x128xf32>, tensor<1x1x128x64xf32>) outs(%50 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %52 = tensor.empty() : tensor<1x16x16x128xf32>
    %inserted_slice = tensor.insert_slice %51 into %52[0, 0, 0, 0] [1, 16, 16, 64] [1, 1, 1, 1] : tensor<1x16x16x64xf32> into tensor<1x16x16x128xf32>
    %inserted_slice_14 = tensor.insert_slice %37 into %inserted_slice[0, 0, 0, 64] [1, 16, 16, 64] [1, 1, 1, 1] : tensor<1x16x16x64xf32> into tensor<1x16x16x128xf32>
    %padded_15 = tensor.pad %inserted_slice_14 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x128xf32> to tensor<1x18x18x128xf32>
    %53 = tensor.empty() : tensor<1x16x16x64xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %55 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_15, %arg9 : tensor<1x18x18x128xf32>, tensor<3x3x128x64xf32>) outs(%54 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %56 = tensor.empty() : tensor<1x16x16x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x16x64xf32>) outs(%56 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x16x64xf32>
    %58 = tensor.empty() : tensor<1x32x32x64xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x16x64xf32>) outs(%58 : tensor<1x32x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32x64xf32>
    %60 = tensor.empty() : tensor<1x32x32x32xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %62 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%59, %arg10 : tensor<1x32x32x64xf32>, tensor<1x1x64x32xf32>) outs(%61 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %63 = tensor.empty() : tensor<1x32x32x64xf32>
    %inserted_slice_16 = tensor.insert_slice %62 into %63[0, 0, 0, 0] [1, 32, 32, 32] [1, 1, 1, 1] : tensor<1x32x32x32xf32> into tensor<1x32x32x64xf32>
    %inserted_slice_17 = tensor.insert_slice %23 into %inserted_slice_16[0, 0, 0, 32] [1, 32, 32, 32] [1, 1, 1, 1] : tensor<1x32x32x32xf32> into tensor<1x32x32x64xf32>
    %padded_18 = tensor.pad %inserted_slice_17 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x64xf32> to tensor<1x34x34x64xf32>
    %64 = tensor.empty() : tensor<1x32x32x32xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %66 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_18, %arg11 : tensor<1x34x34x64xf32>, tensor<3x3x64x32xf32>) outs(%65 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %67 = tensor.empty() : tensor<1x32x32x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x32x32x32xf32>) outs(%67 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x32x32x32xf32>
    %69 = tensor.empty() : tensor<1x64x64x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x32x32x32xf32>) outs(%69 : tensor<1x64x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64x32xf32>
    %71 = tensor.empty() : tensor<1x64x64x16xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %73 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%70, %arg12 : tensor<1x64x64x32xf32>, tensor<1x1x32x16xf32>) outs(%72 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %74 = tensor.empty() : tensor<1x64x64x32xf32>
    %inserted_slice_19 = tensor.insert_slice %73 into %74[0, 0, 0, 0] [1, 64, 64, 16] [1, 1, 1, 1] : tensor<1x64x64x16xf32> into tensor<1x64x64x32xf32>
    %inserted_slice_20 = tensor.insert_slice %9 into %inserted_slice_19[0, 0, 0, 16] [1, 64, 64, 16] [1, 1, 1, 1] : tensor<1x64x64x16xf32> into tensor<1x64x64x32xf32>
    %padded_21 = tensor.pad %inserted_slice_20 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x64x64x32xf32> to tensor<1x66x66x32xf32>
    %75 = tensor.empty() : tensor<1x64x64x16xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %77 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_21, %arg13 : tensor<1x66x66x32xf32>, tensor<3x3x32x16xf32>) outs(%76 : tensor<1x64x64x16xf32>) -> tensor<1x64x64x16xf32>
    %78 = tensor.empty() : tensor<1x64x64x16xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x64x64x16xf32>) outs(%78 : tensor<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.maximumf %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<1x64x64x16xf32>
    %80 = tensor.empty() : tensor<1x64x64x2xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<1x64x64x2xf32>) -> tensor<1x64x64x2xf32>
    %82 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%79, %arg14 : tensor<1x64x64x16xf32>, tensor<1x1x16x2xf32>) outs(%81 : tensor<1x64x64x2xf32>) -> tensor<1x64x64x2xf32>
    return %82 : tensor<1x64x64x2xf32>
  }
}

