// Alias definitions in mlir-opt's order: by depth, type aliases (tuples
// of more than 16 types) before attribute aliases (maps, sets, locations)
// of the same depth, then by name. A location used as the metadata of a
// fused location gets an alias of its own, numbered before the fused
// location's other parts; a type used as metadata prints with its alias
// (a tuple of more than 16 types), one level deeper.
func.func @aliases(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32> {
  %t = "test.make_tuple"() {where = loc(fused<loc("nested")>["test.mlir":10:8]), set = affine_set<(d0) : (d0 >= 0)>} : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
  "test.where"() {a = loc(fused<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>["b.mlir":1:2]), b = loc(fused<i32>["b.mlir":1:2])} : () -> ()
  return %t : tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
}
