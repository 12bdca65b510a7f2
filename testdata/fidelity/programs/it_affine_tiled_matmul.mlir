#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map2 = affine_map<(d0) -> (d0 - 1, 0)>
#map3 = affine_map<(d0)[s0] -> (d0 + 2, s0, 16)>
#map4 = affine_map<(d0, d1) -> (d0 * 16 + d1 - 17)>
#map5 = affine_map<(d0)[s0] -> ((d0 + s0) mod 16)>
#set = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - 2 >= 0)>
module {
  func.func @tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim step 4 {
      affine.for %arg4 = 0 to %dim_1 step 4 {
        affine.for %arg5 = #map(%arg3) to min #map1(%arg3)[%dim] {
          affine.for %arg6 = #map(%arg4) to min #map1(%arg4)[%dim_1] {
            %0 = affine.load %arg2[%arg5, %arg6] : memref<?x?xf32>
            %1 = affine.for %arg7 = 0 to %dim_0 iter_args(%arg8 = %0) -> (f32) {
              %2 = affine.load %arg0[%arg5, %arg7] : memref<?x?xf32>
              %3 = affine.load %arg1[%arg7, %arg6] : memref<?x?xf32>
              %4 = arith.mulf %2, %3 : f32
              %5 = arith.addf %arg8, %4 : f32
              affine.yield %5 : f32
            }
            affine.store %1, %arg2[%arg5, %arg6] : memref<?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @skew(%arg0: memref<16x16xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg2 = 1 to 15 {
      affine.for %arg3 = max #map2(%arg2) to min #map3(%arg2)[%arg1] step 2 {
        %0 = affine.load %arg0[%arg2 - 1, %arg3 floordiv 2 + 3] : memref<16x16xf32>
        %1 = arith.addf %0, %cst : f32
        %2 = affine.apply #map4(%arg2, %arg3)
        %3 = affine.apply #map5(%2)[%arg1]
        affine.if #set(%arg2, %arg3) {
          affine.store %1, %arg0[%arg2, %3] : memref<16x16xf32>
        }
      }
    }
    return
  }
}

