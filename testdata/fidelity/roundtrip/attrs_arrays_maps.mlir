#map = affine_map<() -> (0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
#map2 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 3, d0 ceildiv 4, -d0)>
#set = affine_set<() : (0 == 0)>
#set1 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 == 0, d0 * -2 + s0 >= 0)>
module {
  func.func @arrays() attributes {test.bools = array<i1: true, false>, test.empty = array<i64>, test.empty_set = #set, test.f32s = array<f32: 1.000000e+00, 2.500000e+00>, test.f64s = array<f64: 3.000000e+00>, test.i32s = array<i32: -1>, test.i64s = array<i64: 1, 2, 3>, test.i8s = array<i8: 1, 2>, test.inline_map = #map, test.map = #map1, test.map1 = #map2, test.set = #set1} {
    return
  }
}

