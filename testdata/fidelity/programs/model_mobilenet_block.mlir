#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @block(%arg0: tensor<1x10x10x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<100x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-03 : f32
    %cst_2 = arith.constant dense<[[[2.890000e-01, 2.790000e-01, 9.200000e-02, 6.900000e-02, -2.060000e-01, -2.910000e-01, 1.700000e-02, -2.640000e-01], [-1.860000e-01, -1.550000e-01, -2.820000e-01, -2.200000e-02, -3.600000e-02, 2.050000e-01, 1.100000e-02, 0.0839999988], [-0.000000e+00, 9.700000e-02, -2.600000e-02, -1.330000e-01, 2.990000e-01, 2.970000e-01, 2.040000e-01, 1.250000e-01]], [[-1.110000e-01, -1.620000e-01, -1.270000e-01, -2.580000e-01, 1.600000e-01, -6.000000e-02, 2.080000e-01, -6.800000e-02], [2.750000e-01, 2.080000e-01, -3.000000e-01, -1.740000e-01, 2.460000e-01, -1.800000e-02, 2.880000e-01, -6.200000e-02], [-2.560000e-01, 7.800000e-02, 1.670000e-01, -1.380000e-01, -2.480000e-01, -1.000000e-01, 2.780000e-01, 1.550000e-01]], [[-2.290000e-01, -1.520000e-01, -2.390000e-01, -2.640000e-01, 1.780000e-01, -1.930000e-01, 3.600000e-02, -3.200000e-02], [-1.860000e-01, 1.390000e-01, -2.210000e-01, 8.600000e-02, -2.300000e-01, -4.800000e-02, -1.720000e-01, -1.380000e-01], [2.830000e-01, 1.820000e-01, -1.180000e-01, 2.310000e-01, -1.740000e-01, -6.300000e-02, 2.130000e-01, 8.500000e-02]]]> : tensor<3x3x8xf32>
    %cst_3 = arith.constant dense<[-4.800000e-02, 6.000000e-02, 4.240000e-01, -3.400000e-02, 8.000000e-03, 8.700000e-02, -3.150000e-01, 1.200000e-02]> : tensor<8xf32>
    %cst_4 = arith.constant dense<[1.130000e+00, 1.293000e+00, 5.940000e-01, 0.802999973, 5.910000e-01, 1.310000e+00, 1.193000e+00, 5.420000e-01]> : tensor<8xf32>
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x10x10x8xf32> to tensor<1x12x12x8xf32>
    %0 = tensor.empty() : tensor<1x10x10x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
    %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_2 : tensor<1x12x12x8xf32>, tensor<3x3x8xf32>) outs(%1 : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %cst_3, %cst_4 : tensor<1x10x10x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<1x10x10x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %in_6: f32, %out: f32):
      %7 = arith.addf %in_6, %cst_1 : f32
      %8 = math.sqrt %7 : f32
      %9 = arith.subf %in, %in_5 : f32
      %10 = arith.divf %9, %8 : f32
      %11 = arith.maximumf %10, %cst : f32
      %12 = arith.minimumf %11, %cst_0 : f32
      linalg.yield %12 : f32
    } -> tensor<1x10x10x8xf32>
    %collapsed = tensor.collapse_shape %3 [[0, 1, 2], [3]] : tensor<1x10x10x8xf32> into tensor<100x8xf32>
    %4 = tensor.empty() : tensor<100x16xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<100x16xf32>) -> tensor<100x16xf32>
    %6 = linalg.matmul ins(%collapsed, %arg1 : tensor<100x8xf32>, tensor<8x16xf32>) outs(%5 : tensor<100x16xf32>) -> tensor<100x16xf32>
    return %6 : tensor<100x16xf32>
  }
}

