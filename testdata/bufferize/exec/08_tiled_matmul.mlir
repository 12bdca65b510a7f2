// A matmul tiled over rows: each iteration computes a row block of the
// result into a slice of the loop-carried accumulator.
#id = affine_map<(i, j) -> (i, j)>
func.func @tiled_mm(%a: tensor<6x4xf32>, %b: tensor<4x5xf32>) -> tensor<6x5xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
  %r = scf.for %i = %c0 to %c6 step %c3 iter_args(%acc = %init) -> (tensor<6x5xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [3, 4] [1, 1] : tensor<6x4xf32> to tensor<3x4xf32>
    %so = tensor.extract_slice %acc[%i, 0] [3, 5] [1, 1] : tensor<6x5xf32> to tensor<3x5xf32>
    %m = linalg.matmul ins(%sa, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%so : tensor<3x5xf32>) -> tensor<3x5xf32>
    %ins = tensor.insert_slice %m into %acc[%i, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<6x5xf32>
    scf.yield %ins : tensor<6x5xf32>
  }
  return %r : tensor<6x5xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<6x4xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<6x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %n = arith.index_cast %k : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<6x4xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, -1.0, 0.5], [0.0, 1.0, -1.0, 2.0, 0.5], [1.0, 1.0, 1.0, 1.0, 1.0], [-1.0, 2.0, 0.0, 0.0, 3.0]]> : tensor<4x5xf32>
  %r = call @tiled_mm(%a, %b) : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
  %u = tensor.cast %r : tensor<6x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
