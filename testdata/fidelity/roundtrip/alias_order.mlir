!tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
#loc = loc("nested")
#loc1 = loc("test.mlir":10:8)
#loc2 = loc("b.mlir":1:2)
#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
#loc3 = loc(fused<#loc>[#loc1])
#loc4 = loc(fused<i32>[#loc2])
#loc5 = loc(fused<!tuple>[#loc2])
module {
  func.func @aliases(%arg0: memref<4xf32, #map>) -> !tuple {
    %0 = "test.make_tuple"() {set = #set, where = #loc3} : () -> !tuple
    "test.where"() {a = #loc5, b = #loc4} : () -> ()
    return %0 : !tuple
  }
}

