#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>
module {
  func.func @unet(%arg0: memref<1x64x64x4xf32>, %arg1: memref<3x3x4x16xf32>, %arg2: memref<3x3x16x16xf32>, %arg3: memref<3x3x16x32xf32>, %arg4: memref<3x3x32x32xf32>, %arg5: memref<3x3x32x64xf32>, %arg6: memref<3x3x64x64xf32>, %arg7: memref<3x3x64x128xf32>, %arg8: memref<1x1x128x64xf32>, %arg9: memref<3x3x128x64xf32>, %arg10: memref<1x1x64x32xf32>, %arg11: memref<3x3x64x32xf32>, %arg12: memref<1x1x32x16xf32>, %arg13: memref<3x3x32x16xf32>, %arg14: memref<1x1x16x2xf32>) -> memref<1x64x64x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x66x66x4xf32>
    linalg.map outs(%alloc : memref<1x66x66x4xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 64, 64, 4] [1, 1, 1, 1] : memref<1x66x66x4xf32> to memref<1x64x64x4xf32, strided<[17424, 264, 4, 1], offset: 268>>
    memref.copy %arg0, %subview : memref<1x64x64x4xf32> to memref<1x64x64x4xf32, strided<[17424, 264, 4, 1], offset: 268>>
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<1x64x64x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc, %arg1 : memref<1x66x66x4xf32>, memref<3x3x4x16xf32>) outs(%alloc_8 : memref<1x64x64x16xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_8 : memref<1x64x64x16xf32>) outs(%alloc_9 : memref<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x66x66x16xf32>
    linalg.map outs(%alloc_10 : memref<1x66x66x16xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_11 = memref.subview %alloc_10[0, 1, 1, 0] [1, 64, 64, 16] [1, 1, 1, 1] : memref<1x66x66x16xf32> to memref<1x64x64x16xf32, strided<[69696, 1056, 16, 1], offset: 1072>>
    memref.copy %alloc_9, %subview_11 : memref<1x64x64x16xf32> to memref<1x64x64x16xf32, strided<[69696, 1056, 16, 1], offset: 1072>>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_12 : memref<1x64x64x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_10, %arg2 : memref<1x66x66x16xf32>, memref<3x3x16x16xf32>) outs(%alloc_12 : memref<1x64x64x16xf32>)
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_12 : memref<1x64x64x16xf32>) outs(%alloc_13 : memref<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x16xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_14 : memref<1x32x32x16xf32>)
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_13, %alloc_15 : memref<1x64x64x16xf32>, memref<2x2xf32>) outs(%alloc_14 : memref<1x32x32x16xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x34x34x16xf32>
    linalg.map outs(%alloc_16 : memref<1x34x34x16xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_17 = memref.subview %alloc_16[0, 1, 1, 0] [1, 32, 32, 16] [1, 1, 1, 1] : memref<1x34x34x16xf32> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
    memref.copy %alloc_14, %subview_17 : memref<1x32x32x16xf32> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_18 : memref<1x32x32x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_16, %arg3 : memref<1x34x34x16xf32>, memref<3x3x16x32xf32>) outs(%alloc_18 : memref<1x32x32x32xf32>)
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x32x32x32xf32>) outs(%alloc_19 : memref<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x34x34x32xf32>
    linalg.map outs(%alloc_20 : memref<1x34x34x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_21 = memref.subview %alloc_20[0, 1, 1, 0] [1, 32, 32, 32] [1, 1, 1, 1] : memref<1x34x34x32xf32> to memref<1x32x32x32xf32, strided<[36992, 1088, 32, 1], offset: 1120>>
    memref.copy %alloc_19, %subview_21 : memref<1x32x32x32xf32> to memref<1x32x32x32xf32, strided<[36992, 1088, 32, 1], offset: 1120>>
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_22 : memref<1x32x32x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_20, %arg4 : memref<1x34x34x32xf32>, memref<3x3x32x32xf32>) outs(%alloc_22 : memref<1x32x32x32xf32>)
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_22 : memref<1x32x32x32xf32>) outs(%alloc_23 : memref<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_24 : memref<1x16x16x32xf32>)
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_23, %alloc_25 : memref<1x32x32x32xf32>, memref<2x2xf32>) outs(%alloc_24 : memref<1x16x16x32xf32>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_26 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_27 = memref.subview %alloc_26[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_24, %subview_27 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_28 : memref<1x16x16x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_26, %arg5 : memref<1x18x18x32xf32>, memref<3x3x32x64xf32>) outs(%alloc_28 : memref<1x16x16x64xf32>)
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_28 : memref<1x16x16x64xf32>) outs(%alloc_29 : memref<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x64xf32>
    linalg.map outs(%alloc_30 : memref<1x18x18x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_31 = memref.subview %alloc_30[0, 1, 1, 0] [1, 16, 16, 64] [1, 1, 1, 1] : memref<1x18x18x64xf32> to memref<1x16x16x64xf32, strided<[20736, 1152, 64, 1], offset: 1216>>
    memref.copy %alloc_29, %subview_31 : memref<1x16x16x64xf32> to memref<1x16x16x64xf32, strided<[20736, 1152, 64, 1], offset: 1216>>
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_32 : memref<1x16x16x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_30, %arg6 : memref<1x18x18x64xf32>, memref<3x3x64x64xf32>) outs(%alloc_32 : memref<1x16x16x64xf32>)
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<1x16x16x64xf32>) outs(%alloc_33 : memref<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_34 : memref<1x8x8x64xf32>)
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_33, %alloc_35 : memref<1x16x16x64xf32>, memref<2x2xf32>) outs(%alloc_34 : memref<1x8x8x64xf32>)
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x64xf32>
    linalg.map outs(%alloc_36 : memref<1x10x10x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_37 = memref.subview %alloc_36[0, 1, 1, 0] [1, 8, 8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    memref.copy %alloc_34, %subview_37 : memref<1x8x8x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_38 : memref<1x8x8x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_36, %arg7 : memref<1x10x10x64xf32>, memref<3x3x64x128xf32>) outs(%alloc_38 : memref<1x8x8x128xf32>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x128xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_38 : memref<1x8x8x128xf32>) outs(%alloc_39 : memref<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x128xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_39 : memref<1x8x8x128xf32>) outs(%alloc_40 : memref<1x16x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_41 : memref<1x16x16x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_40, %arg8 : memref<1x16x16x128xf32>, memref<1x1x128x64xf32>) outs(%alloc_41 : memref<1x16x16x64xf32>)
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x128xf32>
    %subview_43 = memref.subview %alloc_42[0, 0, 0, 0] [1, 16, 16, 64] [1, 1, 1, 1] : memref<1x16x16x128xf32> to memref<1x16x16x64xf32, strided<[32768, 2048, 128, 1]>>
    memref.copy %alloc_41, %subview_43 : memref<1x16x16x64xf32> to memref<1x16x16x64xf32, strided<[32768, 2048, 128, 1]>>
    %subview_44 = memref.subview %alloc_42[0, 0, 0, 64] [1, 16, 16, 64] [1, 1, 1, 1] : memref<1x16x16x128xf32> to memref<1x16x16x64xf32, strided<[32768, 2048, 128, 1], offset: 64>>
    memref.copy %alloc_33, %subview_44 : memref<1x16x16x64xf32> to memref<1x16x16x64xf32, strided<[32768, 2048, 128, 1], offset: 64>>
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x128xf32>
    linalg.map outs(%alloc_45 : memref<1x18x18x128xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_46 = memref.subview %alloc_45[0, 1, 1, 0] [1, 16, 16, 128] [1, 1, 1, 1] : memref<1x18x18x128xf32> to memref<1x16x16x128xf32, strided<[41472, 2304, 128, 1], offset: 2432>>
    memref.copy %alloc_42, %subview_46 : memref<1x16x16x128xf32> to memref<1x16x16x128xf32, strided<[41472, 2304, 128, 1], offset: 2432>>
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_47 : memref<1x16x16x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_45, %arg9 : memref<1x18x18x128xf32>, memref<3x3x128x64xf32>) outs(%alloc_47 : memref<1x16x16x64xf32>)
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47 : memref<1x16x16x64xf32>) outs(%alloc_48 : memref<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x64xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_48 : memref<1x16x16x64xf32>) outs(%alloc_49 : memref<1x32x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_50 : memref<1x32x32x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_49, %arg10 : memref<1x32x32x64xf32>, memref<1x1x64x32xf32>) outs(%alloc_50 : memref<1x32x32x32xf32>)
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x64xf32>
    %subview_52 = memref.subview %alloc_51[0, 0, 0, 0] [1, 32, 32, 32] [1, 1, 1, 1] : memref<1x32x32x64xf32> to memref<1x32x32x32xf32, strided<[65536, 2048, 64, 1]>>
    memref.copy %alloc_50, %subview_52 : memref<1x32x32x32xf32> to memref<1x32x32x32xf32, strided<[65536, 2048, 64, 1]>>
    %subview_53 = memref.subview %alloc_51[0, 0, 0, 32] [1, 32, 32, 32] [1, 1, 1, 1] : memref<1x32x32x64xf32> to memref<1x32x32x32xf32, strided<[65536, 2048, 64, 1], offset: 32>>
    memref.copy %alloc_23, %subview_53 : memref<1x32x32x32xf32> to memref<1x32x32x32xf32, strided<[65536, 2048, 64, 1], offset: 32>>
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x34x34x64xf32>
    linalg.map outs(%alloc_54 : memref<1x34x34x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_55 = memref.subview %alloc_54[0, 1, 1, 0] [1, 32, 32, 64] [1, 1, 1, 1] : memref<1x34x34x64xf32> to memref<1x32x32x64xf32, strided<[73984, 2176, 64, 1], offset: 2240>>
    memref.copy %alloc_51, %subview_55 : memref<1x32x32x64xf32> to memref<1x32x32x64xf32, strided<[73984, 2176, 64, 1], offset: 2240>>
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_56 : memref<1x32x32x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_54, %arg11 : memref<1x34x34x64xf32>, memref<3x3x64x32xf32>) outs(%alloc_56 : memref<1x32x32x32xf32>)
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_56 : memref<1x32x32x32xf32>) outs(%alloc_57 : memref<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x32xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_57 : memref<1x32x32x32xf32>) outs(%alloc_58 : memref<1x64x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_59 : memref<1x64x64x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_58, %arg12 : memref<1x64x64x32xf32>, memref<1x1x32x16xf32>) outs(%alloc_59 : memref<1x64x64x16xf32>)
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x32xf32>
    %subview_61 = memref.subview %alloc_60[0, 0, 0, 0] [1, 64, 64, 16] [1, 1, 1, 1] : memref<1x64x64x32xf32> to memref<1x64x64x16xf32, strided<[131072, 2048, 32, 1]>>
    memref.copy %alloc_59, %subview_61 : memref<1x64x64x16xf32> to memref<1x64x64x16xf32, strided<[131072, 2048, 32, 1]>>
    %subview_62 = memref.subview %alloc_60[0, 0, 0, 16] [1, 64, 64, 16] [1, 1, 1, 1] : memref<1x64x64x32xf32> to memref<1x64x64x16xf32, strided<[131072, 2048, 32, 1], offset: 16>>
    memref.copy %alloc_13, %subview_62 : memref<1x64x64x16xf32> to memref<1x64x64x16xf32, strided<[131072, 2048, 32, 1], offset: 16>>
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x66x66x32xf32>
    linalg.map outs(%alloc_63 : memref<1x66x66x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_64 = memref.subview %alloc_63[0, 1, 1, 0] [1, 64, 64, 32] [1, 1, 1, 1] : memref<1x66x66x32xf32> to memref<1x64x64x32xf32, strided<[139392, 2112, 32, 1], offset: 2144>>
    memref.copy %alloc_60, %subview_64 : memref<1x64x64x32xf32> to memref<1x64x64x32xf32, strided<[139392, 2112, 32, 1], offset: 2144>>
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_65 : memref<1x64x64x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_63, %arg13 : memref<1x66x66x32xf32>, memref<3x3x32x16xf32>) outs(%alloc_65 : memref<1x64x64x16xf32>)
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_65 : memref<1x64x64x16xf32>) outs(%alloc_66 : memref<1x64x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x64x64x2xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_67 : memref<1x64x64x2xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_66, %arg14 : memref<1x64x64x16xf32>, memref<1x1x16x2xf32>) outs(%alloc_67 : memref<1x64x64x2xf32>)
    return %alloc_67 : memref<1x64x64x2xf32>
  }
}

