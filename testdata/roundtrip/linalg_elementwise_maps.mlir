// linalg.elementwise with explicit indexing_maps (a broadcast operand);
// identity maps are the default and are not printed.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_add(%x: tensor<8x16xf32>, %bias: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#id, #row, #id] ins(%x, %bias : tensor<8x16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#id, #id] ins(%0 : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
func.func @bias_mul_buffers(%x: memref<8x16xf32>, %scale: memref<16xf32>, %out: memref<8x16xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#id, #row, #id] ins(%x, %scale : memref<8x16xf32>, memref<16xf32>) outs(%out : memref<8x16xf32>)
  return
}
