#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func private @memrefs(memref<4xf32>, memref<?x8xi32>, memref<*xf64>, memref<f32>, memref<0xi8>, memref<4x?xindex>)
  func.func private @layouts(memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 1], offset: 2>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, #map>, memref<8xf32, #map1>, memref<4x4xf32, strided<[1, 4]>>)
  func.func private @spaces(memref<4xf32, 1>, memref<4xf32, strided<[2]>, 3>, memref<*xf32, 2>, memref<4xf32, "gpu">, memref<4xf32, #gpu.address_space<workgroup>>)
  func.func private @vector_memrefs(memref<4xvector<8xf32>>, memref<2x2xcomplex<f32>>)
}

