// Integration-test style: tensor construction, slicing, padding and
// reshaping.
func.func @tensors(%t: tensor<8x8xf32>, %n: index) -> (tensor<10x10xf32>, tensor<2x4x8xf32>, tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pad : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %s = tensor.extract_slice %t[0, %n] [4, 4] [2, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %z = arith.constant dense<0.0> : tensor<4x4xf32>
  %sum = linalg.add ins(%s, %s : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %ins = tensor.insert_slice %sum into %p[3, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<10x10xf32>
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
  %col = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x4x8xf32> into tensor<64xf32>
  %dyn = tensor.cast %col : tensor<64xf32> to tensor<?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %x = tensor.extract %ins[%c1, %c1] : tensor<10x10xf32>
  %fe = tensor.from_elements %x, %pad, %x : tensor<3xf32>
  %ins2 = tensor.insert %x into %e[%c0, %c1, %c1] : tensor<2x4x8xf32>
  %d = tensor.dim %g, %c0 : tensor<?xf32>
  %r = tensor.rank %g : tensor<?xf32>
  %cc = tensor.concat dim(0) %dyn, %g : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %sp = tensor.splat %x : tensor<4xf32>
  return %ins, %ins2, %cc, %x : tensor<10x10xf32>, tensor<2x4x8xf32>, tensor<?xf32>, f32
}
