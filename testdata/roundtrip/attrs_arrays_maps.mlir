#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
#map1 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 3, d0 ceildiv 4, -d0)>
#set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 == 0, s0 - d0 * 2 >= 0)>
func.func @arrays() attributes {test.i64s = array<i64: 1, 2, 3>, test.i32s = array<i32: -1>, test.empty = array<i64>, test.bools = array<i1: true, false>, test.f32s = array<f32: 1.000000e+00, 2.500000e+00>, test.i8s = array<i8: 1, 2>, test.f64s = array<f64: 3.000000e+00>, test.map = #map, test.map1 = #map1, test.set = #set, test.inline_map = affine_map<() -> (0)>, test.empty_set = affine_set<() : (0 == 0)>} {
  return
}
