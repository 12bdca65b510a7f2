// collapse_shape and expand_shape around an element-wise op.
func.func @reshape(%t: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<4x6xf32>
  %tr = linalg.transpose ins(%c : tensor<6x4xf32>) outs(%e : tensor<4x6xf32>) permutation = [1, 0]
  %x = tensor.expand_shape %tr [[0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
  %y = linalg.add ins(%x, %x : tensor<4x2x3xf32>, tensor<4x2x3xf32>) outs(%x : tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
  %z = tensor.collapse_shape %y [[0], [1, 2]] : tensor<4x2x3xf32> into tensor<4x6xf32>
  return %z : tensor<4x6xf32>
}

#id3 = affine_map<(i, j, k) -> (i, j, k)>
func.func @main() {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %t = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c12 = arith.constant 12 : index
    %c4 = arith.constant 4 : index
    %a = arith.muli %i, %c12 : index
    %b = arith.muli %j, %c4 : index
    %s = arith.addi %a, %b : index
    %l = arith.addi %s, %k : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x3x4xf32>
  %r = call @reshape(%t) : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  %u = tensor.cast %r : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
