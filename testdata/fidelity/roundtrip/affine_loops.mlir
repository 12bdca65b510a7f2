#map = affine_map<(d0) -> (d0 + 4)>
#map1 = affine_map<(d0)[s0] -> (16, d0 + s0)>
#map2 = affine_map<(d0)[s0] -> (d0, s0)>
module {
  func.func @affine(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = #map(%arg3) to min #map1(%arg3)[%arg1] step 2 {
        %1 = affine.load %arg0[%arg3, %arg4] : memref<16x16xf32>
        affine.store %1, %arg0[%arg4, %arg3] : memref<16x16xf32>
      }
    }
    affine.for %arg3 = max #map2(%arg1)[%arg2] to %arg1 {
      %1 = affine.load %arg0[%arg3 floordiv 2, %arg3 mod 4 + 1] : memref<16x16xf32>
    }
    %0 = affine.for %arg3 = 0 to 16 step 4 iter_args(%arg4 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg3, symbol(%arg2)] : memref<16x16xf32>
      %2 = arith.addf %arg4, %1 : f32
      affine.yield %2 : f32
    }
    return %0 : f32
  }
}

