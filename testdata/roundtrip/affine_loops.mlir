#map = affine_map<(d0) -> (d0 + 4)>
#lb = affine_map<(d0)[s0] -> (d0, s0)>
func.func @affine(%m: memref<16x16xf32>, %n: index, %s: index) -> f32 {
  %init = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = #map(%i) to min affine_map<(d0)[s0] -> (16, d0 + s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i, %j] : memref<16x16xf32>
      affine.store %v, %m[%j, %i] : memref<16x16xf32>
    }
  }
  affine.for %i = max #lb(%n)[%s] to %n {
    %v = affine.load %m[%i floordiv 2, %i mod 4 + 1] : memref<16x16xf32>
  }
  %r = affine.for %i = 0 to 16 step 4 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i, symbol(%s)] : memref<16x16xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %r : f32
}
