func.func @alloc(%n: index, %s: index) {
  %0 = memref.alloc() : memref<16xf32>
  %1 = memref.alloc(%n) : memref<?x8xf32>
  %2 = memref.alloc(%n, %n) {alignment = 64 : i64} : memref<?x?xi8>
  %3 = memref.alloc()[%s] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %4 = memref.alloca() : memref<8xi32>
  %5 = memref.alloca(%n) {alignment = 16 : i64} : memref<?xf64>
  %6 = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %0 : memref<16xf32>
  memref.dealloc %1 : memref<?x8xf32>
  memref.dealloc %2 : memref<?x?xi8>
  memref.dealloc %3 : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  memref.dealloc %6 : memref<4xf32, 1>
  return
}
