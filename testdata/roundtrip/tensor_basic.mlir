func.func @basic(%t: tensor<8x8xf32>, %n: index, %f: f32) -> (f32, tensor<8x8xf32>, index, tensor<?x8xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %x = tensor.extract %t[%c0, %c0] : tensor<8x8xf32>
  %i = tensor.insert %f into %t[%c0, %n] : tensor<8x8xf32>
  %d = tensor.dim %t, %c0 : tensor<8x8xf32>
  %r = tensor.rank %t : tensor<8x8xf32>
  %s = arith.addi %d, %r : index
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %c2 = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  %fe = tensor.from_elements %f, %x : tensor<2xf32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %spd = tensor.splat %f[%n] : tensor<?x8xf32>
  return %x, %i, %s, %spd, %fe : f32, tensor<8x8xf32>, index, tensor<?x8xf32>, tensor<2xf32>
}
