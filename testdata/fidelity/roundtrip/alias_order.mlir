!tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
#loc = loc("nested")
#loc1 = loc("test.mlir":10:8)
#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
#loc2 = loc(fused<#loc>[#loc1])
module {
  func.func @aliases(%arg0: memref<4xf32, #map>) -> !tuple {
    %0 = "test.make_tuple"() {set = #set, where = #loc2} : () -> !tuple
    return %0 : !tuple
  }
}

