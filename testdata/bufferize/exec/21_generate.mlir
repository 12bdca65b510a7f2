// tensor.generate with a dynamic size and tensor.splat.
func.func @gen(%n: index, %v: f32) -> (tensor<?xf32>, tensor<3xf32>) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %s = arith.mulf %f, %f : f32
    tensor.yield %s : f32
  } : tensor<?xf32>
  %s = tensor.splat %v : tensor<3xf32>
  return %g, %s : tensor<?xf32>, tensor<3xf32>
}

func.func @main() {
  %n = arith.constant 6 : index
  %v = arith.constant 1.5 : f32
  %g, %s = call @gen(%n, %v) : (index, f32) -> (tensor<?xf32>, tensor<3xf32>)
  %u = tensor.cast %g : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
