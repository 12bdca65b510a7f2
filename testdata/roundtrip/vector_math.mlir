#k = affine_map<(d0, d1, d2) -> (d0, d2)>
#n = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @vmath(%a: vector<4x8xf32>, %b: vector<8x2xf32>, %c: vector<4x2xf32>, %v: vector<4xf32>, %acc: f32) -> (vector<4x2xf32>, f32, vector<4xf32>, f32) {
  %0 = vector.contract {indexing_maps = [#k, #n, #o], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
  %3 = vector.fma %v, %v, %v : vector<4xf32>
  %4 = vector.reduction <mul>, %3 fastmath<fast> : vector<4xf32> into f32
  %5 = arith.addf %1, %2 : f32
  %6 = arith.addf %5, %4 : f32
  return %0, %6, %3, %1 : vector<4x2xf32>, f32, vector<4xf32>, f32
}

func.func @multi_reduction(%v: vector<4x8xf32>, %acc: vector<4xf32>, %w: vector<2x3x4xi32>, %s: i32) -> (vector<4xf32>, i32) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  %1 = vector.multi_reduction <maxsi>, %w, %s [0, 1, 2] : vector<2x3x4xi32> to i32
  %2 = vector.multi_reduction <maximumf>, %v, %0 {tag = "inner"} [1] : vector<4x8xf32> to vector<4xf32>
  return %2, %1 : vector<4xf32>, i32
}
