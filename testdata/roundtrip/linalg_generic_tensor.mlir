#id = affine_map<(d0) -> (d0)>
func.func @generic_t(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e, %e : tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%x: f32, %y: f32, %o1: f32, %o2: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.mulf %x, %y : f32
    linalg.yield %s, %p : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}
