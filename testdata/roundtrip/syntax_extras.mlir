// Syntax mlir-opt reads that is easy to get wrong: whitespace inside
// dimension lists, dimensions up to the int64 limit, the empty integer set,
// max/min bounds of affine.parallel, a func.func body whose entry block is
// written with its label, distinct attributes.
#empty = affine_set<() : ()>
func.func @dims(%arg0: memref<2 x i32>, %arg1: memref<8 x ? x f32>, %arg2: tensor<4 x 4 x f16>, %arg3: vector<2 x [4] x i8>, %arg4: memref<* x f32>) -> memref<9223372036854775807xi8> {
  %alloc = memref.alloc() : memref<9223372036854775807xi8>
  return %alloc : memref<9223372036854775807xi8>
}
func.func @empty_set(%arg0: memref<4xf32>) {
  affine.if #empty() {
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
func.func @labeled_entry(i32, f32) -> i32 {
^bb0(%arg0: i32, %arg1: f32):
  cf.br ^bb1(%arg0 : i32)
^bb1(%0: i32):
  return %0 : i32
}
func.func @labeled_entry_noargs() {
^bb0:
  return
}
func.func @distinct() attributes {id = distinct[7]<>, ids = [distinct[7]<>, distinct[2]<>], unit_id = distinct[4]<{kind = "unit", n = 1}>} {
  return
}
func.func @distinct_again() attributes {same = distinct[4]<{kind = "unit", n = 1}>, other = distinct[0]<[1 : i32, 2 : i32]>} {
  return
}
func.func @flag_spelling(%arg0: f32, %arg1: i32) -> (f32, i32) {
  %0 = arith.addf %arg0, %arg0 fastmath<ninf, nnan> : f32
  %1 = arith.mulf %0, %arg0 fastmath<afn,reassoc> : f32
  %2 = arith.subf %1, %arg0 fastmath<none> : f32
  %3 = arith.divf %2, %arg0 {fastmath = #arith.fastmath<fast,nnan>} : f32
  %4 = math.powf %3, %3 fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %5 = llvm.fadd %4, %arg0 {fastmathFlags = #llvm.fastmath<ninf,nnan>} : f32
  %6 = arith.addi %arg1, %arg1 overflow<nuw, nsw> : i32
  return %5, %6 : f32, i32
}
func.func @integer_spelling(%arg0: tensor<8xi64, "enc">) -> (i8, i64, i128, tensor<8xi1, "enc">) {
  %c255_i8 = arith.constant 255 : i8
  %c_all_ones = arith.constant 18446744073709551615 : i64
  %c_big = arith.constant 340282366920938463463374607431768211455 : i128
  %0 = arith.cmpi slt, %arg0, %arg0 : tensor<8xi64, "enc">
  return %c255_i8, %c_all_ones, %c_big, %0 : i8, i64, i128, tensor<8xi1, "enc">
}
func.func private @identity_layouts(memref<2x4xi8, affine_map<(d0, d1) -> (d0, d1)>, 1>, memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>, 0>, memref<*xf32, 0>)
