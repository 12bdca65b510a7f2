#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
module {
  func.func @alloc(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<16xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
    %alloc_1 = memref.alloc(%arg0, %arg0) {alignment = 64 : i64} : memref<?x?xi8>
    %alloc_2 = memref.alloc()[%arg1] : memref<4x4xf32, #map>
    %alloca = memref.alloca() : memref<8xi32>
    %alloca_3 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xf64>
    %alloc_4 = memref.alloc() : memref<4xf32, 1>
    memref.dealloc %alloc : memref<16xf32>
    memref.dealloc %alloc_0 : memref<?x8xf32>
    memref.dealloc %alloc_1 : memref<?x?xi8>
    memref.dealloc %alloc_2 : memref<4x4xf32, #map>
    memref.dealloc %alloc_4 : memref<4xf32, 1>
    return
  }
}

