#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_transposed(%arg0: memref<16x8xf32>, %arg1: memref<16x4xf32>, %arg2: memref<8x4xf32>) {
    linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<16x8xf32>, memref<16x4xf32>) outs(%arg2 : memref<8x4xf32>)
    return
  }
  func.func @matmul_int(%arg0: memref<8x16xi8>, %arg1: memref<16x4xi8>, %arg2: memref<8x4xi32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xi8>, memref<16x4xi8>) outs(%arg2 : memref<8x4xi32>)
    return
  }
}

