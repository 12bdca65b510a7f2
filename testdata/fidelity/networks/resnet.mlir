#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
module {
  func.func @resnet(%arg0: memref<1x64x64x3xf32>, %arg1: memref<7x7x3x32xf32>, %arg2: memref<3x3x32x32xf32>, %arg3: memref<3x3x32x32xf32>, %arg4: memref<3x3x32x32xf32>, %arg5: memref<3x3x32x32xf32>, %arg6: memref<3x3x32x64xf32>, %arg7: memref<3x3x64x64xf32>, %arg8: memref<1x1x32x64xf32>, %arg9: memref<3x3x64x64xf32>, %arg10: memref<3x3x64x64xf32>, %arg11: memref<3x3x64x128xf32>, %arg12: memref<3x3x128x128xf32>, %arg13: memref<1x1x64x128xf32>, %arg14: memref<3x3x128x128xf32>, %arg15: memref<3x3x128x128xf32>, %arg16: memref<3x3x128x256xf32>, %arg17: memref<3x3x256x256xf32>, %arg18: memref<1x1x128x256xf32>, %arg19: memref<3x3x256x256xf32>, %arg20: memref<3x3x256x256xf32>, %arg21: memref<256x10xf32>) -> memref<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x70x70x3xf32>
    linalg.map outs(%alloc : memref<1x70x70x3xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 3, 3, 0] [1, 64, 64, 3] [1, 1, 1, 1] : memref<1x70x70x3xf32> to memref<1x64x64x3xf32, strided<[14700, 210, 3, 1], offset: 639>>
    memref.copy %arg0, %subview : memref<1x64x64x3xf32> to memref<1x64x64x3xf32, strided<[14700, 210, 3, 1], offset: 639>>
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<1x32x32x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc, %arg1 : memref<1x70x70x3xf32>, memref<7x7x3x32xf32>) outs(%alloc_8 : memref<1x32x32x32xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x32x32x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_8 : memref<1x32x32x32xf32>) outs(%alloc_9 : memref<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_10 : memref<1x16x16x32xf32>)
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_9, %alloc_11 : memref<1x32x32x32xf32>, memref<2x2xf32>) outs(%alloc_10 : memref<1x16x16x32xf32>)
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_12 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_13 = memref.subview %alloc_12[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_10, %subview_13 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_14 : memref<1x16x16x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_12, %arg2 : memref<1x18x18x32xf32>, memref<3x3x32x32xf32>) outs(%alloc_14 : memref<1x16x16x32xf32>)
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_14 : memref<1x16x16x32xf32>) outs(%alloc_15 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_16 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_17 = memref.subview %alloc_16[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_15, %subview_17 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_18 : memref<1x16x16x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_16, %arg3 : memref<1x18x18x32xf32>, memref<3x3x32x32xf32>) outs(%alloc_18 : memref<1x16x16x32xf32>)
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_18, %alloc_10 : memref<1x16x16x32xf32>, memref<1x16x16x32xf32>) outs(%alloc_19 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_19 : memref<1x16x16x32xf32>) outs(%alloc_20 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_21 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_22 = memref.subview %alloc_21[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_20, %subview_22 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_23 : memref<1x16x16x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_21, %arg4 : memref<1x18x18x32xf32>, memref<3x3x32x32xf32>) outs(%alloc_23 : memref<1x16x16x32xf32>)
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_23 : memref<1x16x16x32xf32>) outs(%alloc_24 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_25 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_26 = memref.subview %alloc_25[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_24, %subview_26 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_27 : memref<1x16x16x32xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_25, %arg5 : memref<1x18x18x32xf32>, memref<3x3x32x32xf32>) outs(%alloc_27 : memref<1x16x16x32xf32>)
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_27, %alloc_20 : memref<1x16x16x32xf32>, memref<1x16x16x32xf32>) outs(%alloc_28 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_28 : memref<1x16x16x32xf32>) outs(%alloc_29 : memref<1x16x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<1x18x18x32xf32>
    linalg.map outs(%alloc_30 : memref<1x18x18x32xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_31 = memref.subview %alloc_30[0, 1, 1, 0] [1, 16, 16, 32] [1, 1, 1, 1] : memref<1x18x18x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    memref.copy %alloc_29, %subview_31 : memref<1x16x16x32xf32> to memref<1x16x16x32xf32, strided<[10368, 576, 32, 1], offset: 608>>
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_32 : memref<1x8x8x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_30, %arg6 : memref<1x18x18x32xf32>, memref<3x3x32x64xf32>) outs(%alloc_32 : memref<1x8x8x64xf32>)
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<1x8x8x64xf32>) outs(%alloc_33 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x64xf32>
    linalg.map outs(%alloc_34 : memref<1x10x10x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_35 = memref.subview %alloc_34[0, 1, 1, 0] [1, 8, 8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    memref.copy %alloc_33, %subview_35 : memref<1x8x8x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_36 : memref<1x8x8x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_34, %arg7 : memref<1x10x10x64xf32>, memref<3x3x64x64xf32>) outs(%alloc_36 : memref<1x8x8x64xf32>)
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_37 : memref<1x8x8x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_29, %arg8 : memref<1x16x16x32xf32>, memref<1x1x32x64xf32>) outs(%alloc_37 : memref<1x8x8x64xf32>)
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_36, %alloc_37 : memref<1x8x8x64xf32>, memref<1x8x8x64xf32>) outs(%alloc_38 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_38 : memref<1x8x8x64xf32>) outs(%alloc_39 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x64xf32>
    linalg.map outs(%alloc_40 : memref<1x10x10x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_41 = memref.subview %alloc_40[0, 1, 1, 0] [1, 8, 8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    memref.copy %alloc_39, %subview_41 : memref<1x8x8x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_42 : memref<1x8x8x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_40, %arg9 : memref<1x10x10x64xf32>, memref<3x3x64x64xf32>) outs(%alloc_42 : memref<1x8x8x64xf32>)
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_42 : memref<1x8x8x64xf32>) outs(%alloc_43 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x64xf32>
    linalg.map outs(%alloc_44 : memref<1x10x10x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_45 = memref.subview %alloc_44[0, 1, 1, 0] [1, 8, 8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    memref.copy %alloc_43, %subview_45 : memref<1x8x8x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_46 : memref<1x8x8x64xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_44, %arg10 : memref<1x10x10x64xf32>, memref<3x3x64x64xf32>) outs(%alloc_46 : memref<1x8x8x64xf32>)
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_39 : memref<1x8x8x64xf32>, memref<1x8x8x64xf32>) outs(%alloc_47 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47 : memref<1x8x8x64xf32>) outs(%alloc_48 : memref<1x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x64xf32>
    linalg.map outs(%alloc_49 : memref<1x10x10x64xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_50 = memref.subview %alloc_49[0, 1, 1, 0] [1, 8, 8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    memref.copy %alloc_48, %subview_50 : memref<1x8x8x64xf32> to memref<1x8x8x64xf32, strided<[6400, 640, 64, 1], offset: 704>>
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_51 : memref<1x4x4x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_49, %arg11 : memref<1x10x10x64xf32>, memref<3x3x64x128xf32>) outs(%alloc_51 : memref<1x4x4x128xf32>)
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_51 : memref<1x4x4x128xf32>) outs(%alloc_52 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x128xf32>
    linalg.map outs(%alloc_53 : memref<1x6x6x128xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_54 = memref.subview %alloc_53[0, 1, 1, 0] [1, 4, 4, 128] [1, 1, 1, 1] : memref<1x6x6x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    memref.copy %alloc_52, %subview_54 : memref<1x4x4x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_55 : memref<1x4x4x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_53, %arg12 : memref<1x6x6x128xf32>, memref<3x3x128x128xf32>) outs(%alloc_55 : memref<1x4x4x128xf32>)
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_56 : memref<1x4x4x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_48, %arg13 : memref<1x8x8x64xf32>, memref<1x1x64x128xf32>) outs(%alloc_56 : memref<1x4x4x128xf32>)
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_55, %alloc_56 : memref<1x4x4x128xf32>, memref<1x4x4x128xf32>) outs(%alloc_57 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_57 : memref<1x4x4x128xf32>) outs(%alloc_58 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x128xf32>
    linalg.map outs(%alloc_59 : memref<1x6x6x128xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_60 = memref.subview %alloc_59[0, 1, 1, 0] [1, 4, 4, 128] [1, 1, 1, 1] : memref<1x6x6x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    memref.copy %alloc_58, %subview_60 : memref<1x4x4x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_61 : memref<1x4x4x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_59, %arg14 : memref<1x6x6x128xf32>, memref<3x3x128x128xf32>) outs(%alloc_61 : memref<1x4x4x128xf32>)
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_61 : memref<1x4x4x128xf32>) outs(%alloc_62 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x128xf32>
    linalg.map outs(%alloc_63 : memref<1x6x6x128xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_64 = memref.subview %alloc_63[0, 1, 1, 0] [1, 4, 4, 128] [1, 1, 1, 1] : memref<1x6x6x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    memref.copy %alloc_62, %subview_64 : memref<1x4x4x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_65 : memref<1x4x4x128xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_63, %arg15 : memref<1x6x6x128xf32>, memref<3x3x128x128xf32>) outs(%alloc_65 : memref<1x4x4x128xf32>)
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_65, %alloc_58 : memref<1x4x4x128xf32>, memref<1x4x4x128xf32>) outs(%alloc_66 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x128xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_66 : memref<1x4x4x128xf32>) outs(%alloc_67 : memref<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x128xf32>
    linalg.map outs(%alloc_68 : memref<1x6x6x128xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_69 = memref.subview %alloc_68[0, 1, 1, 0] [1, 4, 4, 128] [1, 1, 1, 1] : memref<1x6x6x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    memref.copy %alloc_67, %subview_69 : memref<1x4x4x128xf32> to memref<1x4x4x128xf32, strided<[4608, 768, 128, 1], offset: 896>>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_70 : memref<1x2x2x256xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_68, %arg16 : memref<1x6x6x128xf32>, memref<3x3x128x256xf32>) outs(%alloc_70 : memref<1x2x2x256xf32>)
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_70 : memref<1x2x2x256xf32>) outs(%alloc_71 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x256xf32>
    linalg.map outs(%alloc_72 : memref<1x4x4x256xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_73 = memref.subview %alloc_72[0, 1, 1, 0] [1, 2, 2, 256] [1, 1, 1, 1] : memref<1x4x4x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    memref.copy %alloc_71, %subview_73 : memref<1x2x2x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    %alloc_74 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_74 : memref<1x2x2x256xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_72, %arg17 : memref<1x4x4x256xf32>, memref<3x3x256x256xf32>) outs(%alloc_74 : memref<1x2x2x256xf32>)
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_75 : memref<1x2x2x256xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc_67, %arg18 : memref<1x4x4x128xf32>, memref<1x1x128x256xf32>) outs(%alloc_75 : memref<1x2x2x256xf32>)
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_75 : memref<1x2x2x256xf32>, memref<1x2x2x256xf32>) outs(%alloc_76 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_77 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76 : memref<1x2x2x256xf32>) outs(%alloc_77 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x256xf32>
    linalg.map outs(%alloc_78 : memref<1x4x4x256xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_79 = memref.subview %alloc_78[0, 1, 1, 0] [1, 2, 2, 256] [1, 1, 1, 1] : memref<1x4x4x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    memref.copy %alloc_77, %subview_79 : memref<1x2x2x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_80 : memref<1x2x2x256xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_78, %arg19 : memref<1x4x4x256xf32>, memref<3x3x256x256xf32>) outs(%alloc_80 : memref<1x2x2x256xf32>)
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_80 : memref<1x2x2x256xf32>) outs(%alloc_81 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x256xf32>
    linalg.map outs(%alloc_82 : memref<1x4x4x256xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_83 = memref.subview %alloc_82[0, 1, 1, 0] [1, 2, 2, 256] [1, 1, 1, 1] : memref<1x4x4x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    memref.copy %alloc_81, %subview_83 : memref<1x2x2x256xf32> to memref<1x2x2x256xf32, strided<[4096, 1024, 256, 1], offset: 1280>>
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_84 : memref<1x2x2x256xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_82, %arg20 : memref<1x4x4x256xf32>, memref<3x3x256x256xf32>) outs(%alloc_84 : memref<1x2x2x256xf32>)
    %alloc_85 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_84, %alloc_77 : memref<1x2x2x256xf32>, memref<1x2x2x256xf32>) outs(%alloc_85 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %0 = arith.addf %in, %in_89 : f32
      linalg.yield %0 : f32
    }
    %alloc_86 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x256xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_85 : memref<1x2x2x256xf32>) outs(%alloc_86 : memref<1x2x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_87 = memref.alloc() {alignment = 64 : i64} : memref<1x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_87 : memref<1x256xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%alloc_86 : memref<1x2x2x256xf32>) outs(%alloc_87 : memref<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_88 : memref<1x10xf32>)
    linalg.matmul ins(%alloc_87, %arg21 : memref<1x256xf32>, memref<256x10xf32>) outs(%alloc_88 : memref<1x10xf32>)
    return %alloc_88 : memref<1x10xf32>
  }
}

