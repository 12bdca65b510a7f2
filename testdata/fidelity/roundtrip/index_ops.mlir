module {
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: i64) -> (index, i1, i64, i1) {
    %0 = index.add %arg0, %arg1
    %1 = index.sub %0, %arg1
    %2 = index.mul %1, %arg0
    %3 = index.divs %2, %arg1
    %4 = index.divu %3, %arg1
    %5 = index.ceildivs %4, %arg1
    %6 = index.floordivs %5, %arg1
    %7 = index.rems %6, %arg1
    %8 = index.remu %7, %arg1
    %9 = index.maxs %8, %arg0
    %10 = index.minu %9, %arg0
    %11 = index.shl %10, %arg1
    %12 = index.shrs %11, %arg1
    %13 = index.and %12, %arg0
    %14 = index.or %13, %arg0
    %15 = index.xor %14, %arg0
    %16 = index.cmp slt(%15, %arg0)
    %17 = index.casts %15 : index to i64
    %18 = index.castu %arg2 : i64 to index
    %19 = index.add %15, %18
    %idx42 = index.constant 42
    %20 = index.add %19, %idx42
    %true = index.bool.constant true
    %21 = index.sizeof
    %22 = index.add %20, %21
    return %22, %16, %17, %true : index, i1, i64, i1
  }
}

