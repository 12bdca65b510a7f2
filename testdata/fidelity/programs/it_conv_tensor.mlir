module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @conv(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x4x4x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%1 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    return %2 : tensor<1x4x4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<2.500000e-01> : tensor<1x6x6x2xf32>
    %cst_0 = arith.constant dense<[[[[1.000000e+00, -1.000000e+00, 5.000000e-01, 2.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, -5.000000e-01]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [2.000000e+00, 0.000000e+00, -1.000000e+00, 2.500000e-01]], [[5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]], [[[1.000000e+00, -1.000000e+00, 5.000000e-01, 2.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, -5.000000e-01]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [2.000000e+00, 0.000000e+00, -1.000000e+00, 2.500000e-01]], [[5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]], [[[1.000000e+00, -1.000000e+00, 5.000000e-01, 2.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, -5.000000e-01]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [2.000000e+00, 0.000000e+00, -1.000000e+00, 2.500000e-01]], [[5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]]]> : tensor<3x3x2x4xf32>
    %0 = call @conv(%cst, %cst_0) : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
    %1 = bufferization.to_buffer %0 : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
    %cast = memref.cast %1 : memref<1x4x4x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
}

