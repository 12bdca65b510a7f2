func.func @branchy(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.if %c -> (tensor<16xf32>) {
    %s = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  } else {
    %m = linalg.mul ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %m : tensor<16xf32>
  }
  %x = linalg.exp ins(%r : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %x : tensor<16xf32>
}
