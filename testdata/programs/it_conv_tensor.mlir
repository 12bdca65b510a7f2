// Integration-test style: a convolution on tensors, bufferized through
// bufferization.to_buffer for printing.
func.func private @printMemrefF32(memref<*xf32>)

func.func @conv(%in: tensor<1x6x6x2xf32>, %filter: tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1x4x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %res = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %filter : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>)
    outs(%fill : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %res : tensor<1x4x4x4xf32>
}

func.func @main() {
  %in = arith.constant dense<0.25> : tensor<1x6x6x2xf32>
  %f = arith.constant dense<[[[[1.0, -1.0, 0.5, 2.0], [0.0, 1.0, 1.0, -0.5]], [[1.0, 1.0, 1.0, 1.0], [2.0, 0.0, -1.0, 0.25]], [[0.5, 0.5, 0.5, 0.5], [1.0, 2.0, 3.0, 4.0]]], [[[1.0, -1.0, 0.5, 2.0], [0.0, 1.0, 1.0, -0.5]], [[1.0, 1.0, 1.0, 1.0], [2.0, 0.0, -1.0, 0.25]], [[0.5, 0.5, 0.5, 0.5], [1.0, 2.0, 3.0, 4.0]]], [[[1.0, -1.0, 0.5, 2.0], [0.0, 1.0, 1.0, -0.5]], [[1.0, 1.0, 1.0, 1.0], [2.0, 0.0, -1.0, 0.25]], [[0.5, 0.5, 0.5, 0.5], [1.0, 2.0, 3.0, 4.0]]]]> : tensor<3x3x2x4xf32>
  %r = call @conv(%in, %f) : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
  %m = bufferization.to_buffer %r : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
  %u = memref.cast %m : memref<1x4x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
