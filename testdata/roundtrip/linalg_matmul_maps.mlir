func.func @matmul_transposed(%a: memref<16x8xf32>, %b: memref<16x4xf32>, %c: memref<8x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<16x8xf32>, memref<16x4xf32>) outs(%c : memref<8x4xf32>)
  return
}
func.func @matmul_int(%a: memref<8x16xi8>, %b: memref<16x4xi8>, %c: memref<8x4xi32>) {
  linalg.matmul ins(%a, %b : memref<8x16xi8>, memref<16x4xi8>) outs(%c : memref<8x4xi32>)
  return
}
