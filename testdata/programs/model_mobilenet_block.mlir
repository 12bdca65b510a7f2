// A MobileNet block after import: depthwise 3x3 convolution, batch
// normalization folded into per-channel constants, ReLU6 as a clamp, then
// a 1x1 pointwise convolution written as a matmul on the flattened
// pixels.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @block(%x: tensor<1x10x10x8xf32>, %pw: tensor<8x16xf32>) -> tensor<100x16xf32> {
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %eps = arith.constant 1.0e-3 : f32
    %dw = arith.constant dense<[[[0.289, 0.279, 0.092, 0.069, -0.206, -0.291, 0.017, -0.264], [-0.186, -0.155, -0.282, -0.022, -0.036, 0.205, 0.011, 0.084], [-0.0, 0.097, -0.026, -0.133, 0.299, 0.297, 0.204, 0.125]], [[-0.111, -0.162, -0.127, -0.258, 0.16, -0.06, 0.208, -0.068], [0.275, 0.208, -0.3, -0.174, 0.246, -0.018, 0.288, -0.062], [-0.256, 0.078, 0.167, -0.138, -0.248, -0.1, 0.278, 0.155]], [[-0.229, -0.152, -0.239, -0.264, 0.178, -0.193, 0.036, -0.032], [-0.186, 0.139, -0.221, 0.086, -0.23, -0.048, -0.172, -0.138], [0.283, 0.182, -0.118, 0.231, -0.174, -0.063, 0.213, 0.085]]]> : tensor<3x3x8xf32>
    %mean = arith.constant dense<[-0.048, 0.06, 0.424, -0.034, 0.008, 0.087, -0.315, 0.012]> : tensor<8xf32>
    %var = arith.constant dense<[1.13, 1.293, 0.594, 0.803, 0.591, 1.31, 1.193, 0.542]> : tensor<8xf32>
    %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%a: index, %b: index, %c: index, %d: index):
      tensor.yield %zero : f32
    } : tensor<1x10x10x8xf32> to tensor<1x12x12x8xf32>
    %e = tensor.empty() : tensor<1x10x10x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
    %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %dw : tensor<1x12x12x8xf32>, tensor<3x3x8xf32>) outs(%f : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
    %bn = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean, %var : tensor<1x10x10x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<1x10x10x8xf32>) {
    ^bb0(%in: f32, %m: f32, %v: f32, %o: f32):
      %ve = arith.addf %v, %eps : f32
      %sd = math.sqrt %ve : f32
      %cen = arith.subf %in, %m : f32
      %n = arith.divf %cen, %sd : f32
      %lo = arith.maximumf %n, %zero : f32
      %hi = arith.minimumf %lo, %six : f32
      linalg.yield %hi : f32
    } -> tensor<1x10x10x8xf32>
    %flat = tensor.collapse_shape %bn [[0, 1, 2], [3]] : tensor<1x10x10x8xf32> into tensor<100x8xf32>
    %oe = tensor.empty() : tensor<100x16xf32>
    %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<100x16xf32>) -> tensor<100x16xf32>
    %out = linalg.matmul ins(%flat, %pw : tensor<100x8xf32>, tensor<8x16xf32>) outs(%of : tensor<100x16xf32>) -> tensor<100x16xf32>
    return %out : tensor<100x16xf32>
  }
}
