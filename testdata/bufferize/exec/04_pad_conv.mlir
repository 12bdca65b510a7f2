// A padded 2-D convolution (NHWC/HWCF).
#id4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @pad_conv(%in: tensor<1x6x6x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %in low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x6x6x2xf32> to tensor<1x8x8x2xf32>
  %e = tensor.empty() : tensor<1x6x6x3xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %f : tensor<1x8x8x2xf32>, tensor<3x3x2x3xf32>) outs(%z : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return %c : tensor<1x6x6x3xf32>
}

func.func @main() {
  %e0 = tensor.empty() : tensor<1x6x6x2xf32>
  %in = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<1x6x6x2xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %k = linalg.index 3 : index
    %s = arith.muli %i, %j : index
    %t = arith.addi %s, %k : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %t, %c7 : index
    %n = arith.index_cast %m : index to i32
    %v = arith.sitofp %n : i32 to f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x2xf32>
  %e1 = tensor.empty() : tensor<3x3x2x3xf32>
  %f = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e1 : tensor<3x3x2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %l = linalg.index 3 : index
    %s = arith.addi %i, %j : index
    %t = arith.addi %s, %l : index
    %c3 = arith.constant 3 : index
    %m = arith.remui %t, %c3 : index
    %n = arith.index_cast %m : index to i32
    %v = arith.sitofp %n : i32 to f32
    %h = arith.constant 0.5 : f32
    %w = arith.subf %v, %h : f32
    linalg.yield %w : f32
  } -> tensor<3x3x2x3xf32>
  %r = call @pad_conv(%in, %f) : (tensor<1x6x6x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32>
  %u = tensor.cast %r : tensor<1x6x6x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
