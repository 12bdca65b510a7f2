#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @vmath(%arg0: vector<4x8xf32>, %arg1: vector<8x2xf32>, %arg2: vector<4x2xf32>, %arg3: vector<4xf32>, %arg4: f32) -> (vector<4x2xf32>, f32, vector<4xf32>, f32) {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
    %1 = vector.reduction <add>, %arg3 : vector<4xf32> into f32
    %2 = vector.reduction <maximumf>, %arg3, %arg4 : vector<4xf32> into f32
    %3 = vector.fma %arg3, %arg3, %arg3 : vector<4xf32>
    %4 = vector.reduction <mul>, %3 fastmath<fast> : vector<4xf32> into f32
    %5 = arith.addf %1, %2 : f32
    %6 = arith.addf %5, %4 : f32
    return %0, %6, %3, %1 : vector<4x2xf32>, f32, vector<4xf32>, f32
  }
  func.func @multi_reduction(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>, %arg2: vector<2x3x4xi32>, %arg3: i32) -> (vector<4xf32>, i32) {
    %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<4x8xf32> to vector<4xf32>
    %1 = vector.multi_reduction <maxsi>, %arg2, %arg3 [0, 1, 2] : vector<2x3x4xi32> to i32
    %2 = vector.multi_reduction <maximumf>, %arg0, %0 {tag = "inner"} [1] : vector<4x8xf32> to vector<4xf32>
    return %2, %1 : vector<4xf32>, i32
  }
}

