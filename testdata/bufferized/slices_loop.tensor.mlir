func.func @tiled_add(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %init = tensor.empty() : tensor<64x64xf32>
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %init) -> (tensor<64x64xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %sb = tensor.extract_slice %b[%i, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %so = tensor.extract_slice %acc[%i, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %s = linalg.add ins(%sa, %sb : tensor<16x64xf32>, tensor<16x64xf32>) outs(%so : tensor<16x64xf32>) -> tensor<16x64xf32>
    %ins = tensor.insert_slice %s into %acc[%i, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<64x64xf32>
    scf.yield %ins : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}
