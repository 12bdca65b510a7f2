module {
  func.func @index_math(%arg0: index, %arg1: index) -> (index, i1, i64) {
    %idx3 = index.constant 3
    %idx-7 = index.constant -7
    %true = index.bool.constant true
    %0 = index.add %arg0, %arg1
    %1 = index.sub %0, %idx3
    %2 = index.mul %1, %idx-7
    %3 = index.divs %2, %idx3
    %4 = index.ceildivu %3, %idx3
    %5 = index.floordivs %4, %idx-7
    %6 = index.rems %5, %idx3
    %7 = index.maxs %6, %arg0
    %8 = index.minu %7, %arg1
    %9 = index.shl %8, %idx3
    %10 = index.xor %9, %arg0
    %11 = index.or %10, %arg1
    %12 = index.and %11, %idx3
    %13 = index.cmp slt(%12, %arg1)
    %14 = arith.select %true, %13, %true : i1
    %15 = index.casts %12 : index to i64
    %16 = index.sizeof
    %17 = index.add %16, %12
    return %17, %14, %15 : index, i1, i64
  }
}

