module {
  func.func private @external(i32, f32) -> i32
  func.func private @ext_attrs(memref<4xf32> {llvm.noalias}, i32) -> (i32 {llvm.zeroext})
  func.func @callee(%arg0: i32, %arg1: f32) -> (i32, f32) {
    return %arg0, %arg1 : i32, f32
  }
  func.func @caller(%arg0: i32, %arg1: f32) -> i32 {
    %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    %1 = call @external(%0#0, %0#1) : (i32, f32) -> i32
    %f = constant @callee : (i32, f32) -> (i32, f32)
    %2:2 = call_indirect %f(%1, %arg1) : (i32, f32) -> (i32, f32)
    return %2#0 : i32
  }
  func.func @no_result() {
    return
  }
  func.func @arg_attrs(%arg0: memref<8xf32> {bufferization.writable = true}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
    return %arg1 : i32
  }
  func.func nested @nested_vis() {
    return
  }
}

