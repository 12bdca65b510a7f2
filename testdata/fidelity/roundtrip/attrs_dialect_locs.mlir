module {
  func.func @dialect(%arg0: !llvm.struct<(i32, f32)>, %arg1: !llvm.ptr) -> !llvm.struct<(i32, f32)> attributes {test.d = #llvm.linkage<internal>, test.d2 = #gpu.address_space<workgroup>, test.fm = #arith.fastmath<fast>, test.mode = #arith.overflow<nsw>} {
    return %arg0 : !llvm.struct<(i32, f32)>
  }
}

