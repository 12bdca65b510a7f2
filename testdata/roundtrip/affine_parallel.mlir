func.func @par(%m: memref<8x8xf32>, %v: memref<8xvector<4xf32>>, %n: index) -> f32 {
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    %x = affine.load %m[%i, %j] : memref<8x8xf32>
    affine.store %x, %m[%j, %i] : memref<8x8xf32>
  }
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i, %i] : memref<8x8xf32>
    affine.yield %x : f32
  }
  affine.parallel (%i) = (0) to (symbol(%n)) step (2) {
    %x = affine.load %m[%i, 0] : memref<8x8xf32>
  }
  %m2 = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 step 4 {
    %vv = affine.vector_load %m2[%i] : memref<16xf32>, vector<4xf32>
    affine.vector_store %vv, %m2[%i] : memref<16xf32>, vector<4xf32>
  }
  %c = arith.constant 10 : index
  %q:2 = affine.delinearize_index %c into (4, 8) : index, index
  %l = affine.linearize_index [%q#0, %q#1] by (4, 8) : index
  return %r : f32
}
