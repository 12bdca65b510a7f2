// linalg.reduce over rows and columns of a matrix.
func.func @sums(%m: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<3xf32>) -> tensor<3xf32>
  %rows = linalg.reduce ins(%m : tensor<3x5xf32>) outs(%f0 : tensor<3xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %e1 = tensor.empty() : tensor<5xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<5xf32>) -> tensor<5xf32>
  %cols = linalg.reduce { arith.maximumf } ins(%m : tensor<3x5xf32>) outs(%f1 : tensor<5xf32>) dimensions = [0]
  return %rows, %cols : tensor<3xf32>, tensor<5xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, -2.0, 3.0, 4.0, 0.5], [5.0, 6.0, -7.0, 8.0, 1.5], [9.0, 1.0, 11.0, -12.0, 2.5]]> : tensor<3x5xf32>
  %r, %c = call @sums(%m) : (tensor<3x5xf32>) -> (tensor<3xf32>, tensor<5xf32>)
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %c : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
