// BUFFERIZE: bufferize-function-boundaries no-analysis-func-filter=f
// @f is not analyzed: every written buffer is copied first; the result
// must be the same.
func.func @f(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.add ins(%w, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %w, %a : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = arith.constant 9.0 : f32
  %w, %a = call @f(%t, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %x = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%x) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
