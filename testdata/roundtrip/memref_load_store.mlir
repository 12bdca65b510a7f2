func.func @access(%m: memref<8x8xf32>, %v: memref<4xi32>, %s: memref<f32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<8x8xf32>
  %1 = memref.load %s[] : memref<f32>
  %2 = arith.addf %0, %1 : f32
  memref.store %2, %m[%j, %i] : memref<8x8xf32>
  memref.store %2, %s[] : memref<f32>
  %3 = memref.load %v[%i] {nontemporal = true} : memref<4xi32>
  memref.store %3, %v[%j] {nontemporal = true} : memref<4xi32>
  %4 = memref.dim %m, %i : memref<8x8xf32>
  %5 = memref.rank %m : memref<8x8xf32>
  %6 = arith.addi %4, %5 : index
  memref.store %2, %m[%6, %6] : memref<8x8xf32>
  return %2 : f32
}
