// BUFFERIZE: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// matmul followed by a ReLU written as linalg.generic in place.
#id = affine_map<(i, j) -> (i, j)>
func.func @mm_relu(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : tensor<4x5xf32>) {
  ^bb0(%o: f32):
    %z = arith.constant 0.0 : f32
    %v = arith.maximumf %o, %z : f32
    linalg.yield %v : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.0, 0.5, -1.0, 2.0], [0.0, 1.0, -1.0, 2.0, 1.0, -3.0], [2.0, 2.0, 2.0, -2.0, 0.5, 0.5], [-1.0, 0.0, 1.0, 3.0, -2.0, 1.0]]> : tensor<4x6xf32>
  %b = arith.constant dense<[[1.0, 0.0, -1.0, 2.0, 0.5], [0.5, 1.0, 1.0, -1.0, 0.0], [-2.0, 1.0, 0.0, 1.0, 1.0], [1.0, -1.0, 2.0, 0.0, 0.5], [0.0, 2.0, -1.0, 1.0, 1.0], [1.0, 1.0, 1.0, -1.0, -2.0]]> : tensor<6x5xf32>
  %r = call @mm_relu(%a, %b) : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
  %u = tensor.cast %r : tensor<4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
