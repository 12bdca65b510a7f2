#alias_attr = #llvm.linkage<internal>
!alias_type = !llvm.struct<(i32, f32)>
!ptr = !llvm.ptr
func.func @dialect(%arg0: !alias_type, %arg1: !ptr) -> !alias_type attributes {test.d = #alias_attr, test.d2 = #gpu.address_space<workgroup>, test.fm = #arith.fastmath<fast>, test.mode = #arith.overflow<nsw>} {
  return %arg0 : !alias_type loc("file.mlir":3:5)
} loc(#loc)
#loc = loc("input.mlir":1:1)
