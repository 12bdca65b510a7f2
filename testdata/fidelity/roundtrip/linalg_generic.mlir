#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @generic(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<8xf32>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%arg1 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<8x8xf32>) outs(%arg2 : memref<8xf32>) attrs =  {test.tag = "sum"} {
    ^bb0(%in: f32, %out: f32):
      %0 = linalg.index 1 : index
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    }
    return
  }
}

