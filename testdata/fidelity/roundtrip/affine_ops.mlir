#map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0, s0, 16)>
#map2 = affine_map<(d0) -> (d0 - 4, 0)>
#map3 = affine_map<()[s0] -> (s0 ceildiv 8)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + s0 - 1 >= 0)>
#set1 = affine_set<(d0) : (d0 mod 2 == 0)>
module {
  func.func @affine_ops(%arg0: memref<16xf32>, %arg1: index, %arg2: index) -> (index, index, index, f32) {
    %0 = affine.apply #map(%arg1)[%arg2]
    %1 = affine.min #map1(%0)[%arg2]
    %2 = affine.max #map2(%1)
    affine.if #set(%arg1)[%arg2] {
      %6 = affine.load %arg0[%arg1] : memref<16xf32>
      affine.store %6, %arg0[%arg1 - 1] : memref<16xf32>
    }
    %3 = affine.if #set1(%2) -> f32 {
      %6 = affine.load %arg0[%2] : memref<16xf32>
      affine.yield %6 : f32
    } else {
      %cst = arith.constant 1.000000e+00 : f32
      affine.yield %cst : f32
    }
    %4 = affine.apply #map3()[%arg2]
    %5 = arith.addi %2, %4 : index
    return %0, %1, %5, %3 : index, index, index, f32
  }
  func.func @dma_wait(%arg0: memref<2xi32, 2>, %arg1: index, %arg2: index) {
    affine.dma_wait %arg0[%arg1 + 1], %arg2 : memref<2xi32, 2>
    affine.for %arg3 = 0 to 4 {
      affine.dma_wait %arg0[%arg3 * 2 - symbol(%arg2)], %arg2 : memref<2xi32, 2>
    }
    return
  }
}

