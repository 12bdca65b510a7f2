#distinct = distinct[0]<{kind = "unit", n = 1 : i64}>
#distinct1 = distinct[1]<[1 : i32, 2 : i32]>
#set = affine_set<() : (0 == 0)>
module {
  func.func @dims(%arg0: memref<2xi32>, %arg1: memref<8x?xf32>, %arg2: tensor<4x4xf16>, %arg3: vector<2x[4]xi8>, %arg4: memref<*xf32>) -> memref<9223372036854775807xi8> {
    %alloc = memref.alloc() : memref<9223372036854775807xi8>
    return %alloc : memref<9223372036854775807xi8>
  }
  func.func @empty_set(%arg0: memref<4xf32>) {
    affine.if #set() {
      %0 = affine.load %arg0[0] : memref<4xf32>
    }
    return
  }
  func.func @parallel_bounds(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
    affine.parallel (%arg3, %arg4) = (max(0, %arg0 - 4), %arg1) to (min(%arg0, %arg1 floordiv 2), 64) step (2, 8) {
      affine.parallel (%arg5) = (max(%arg3, %arg4, 1)) to (min(%arg3 + 4, %arg0)) {
        %0 = affine.load %arg2[%arg3, %arg5] : memref<?x?xf32>
        affine.store %0, %arg2[%arg5, %arg3] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @labeled_entry(%arg0: i32, %arg1: f32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    return %0 : i32
  }
  func.func @labeled_entry_noargs() {
    return
  }
  func.func @distinct() attributes {id = distinct[2]<>, ids = [distinct[2]<>, distinct[3]<>], unit_id = #distinct} {
    return
  }
  func.func @distinct_again() attributes {other = #distinct1, same = #distinct} {
    return
  }
  func.func @flag_spelling(%arg0: f32, %arg1: i32) -> (f32, i32) {
    %0 = arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32
    %1 = arith.mulf %0, %arg0 fastmath<reassoc,afn> : f32
    %2 = arith.subf %1, %arg0 : f32
    %3 = arith.divf %2, %arg0 fastmath<fast> : f32
    %4 = math.powf %3, %3 fastmath<fast> : f32
    %5 = llvm.fadd %4, %arg0 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %6 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
    return %5, %6 : f32, i32
  }
  func.func @integer_spelling(%arg0: tensor<8xi64, "enc">) -> (i8, i64, i128, tensor<8xi1, "enc">) {
    %c-1_i8 = arith.constant -1 : i8
    %c-1_i64 = arith.constant -1 : i64
    %c-1_i128 = arith.constant -1 : i128
    %0 = arith.cmpi slt, %arg0, %arg0 : tensor<8xi64, "enc">
    return %c-1_i8, %c-1_i64, %c-1_i128, %0 : i8, i64, i128, tensor<8xi1, "enc">
  }
  func.func private @identity_layouts(memref<2x4xi8, 1>, memref<2x4xi8>, memref<*xf32>)
}

