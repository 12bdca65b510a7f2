module {
  func.func @casts(%arg0: i8, %arg1: i32, %arg2: index, %arg3: f32, %arg4: i1) -> (i64, f64, index, i32) {
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extui %arg4 : i1 to i32
    %2 = arith.sitofp %arg1 : i32 to f64
    %3 = arith.uitofp %1 : i32 to f32
    %4 = arith.fptosi %arg3 : f32 to i32
    %5 = arith.fptoui %3 : f32 to i16
    %6 = arith.index_cast %arg1 : i32 to index
    %7 = arith.index_castui %5 : i16 to index
    %8 = arith.addi %6, %7 : index
    %9 = arith.addi %8, %arg2 : index
    %10 = arith.bitcast %4 : i32 to f32
    %11 = arith.bitcast %10 : f32 to i32
    %12 = arith.trunci %0 overflow<nuw> : i64 to i32
    %13 = arith.addi %11, %12 : i32
    return %0, %2, %9, %13 : i64, f64, index, i32
  }
}

