func.func @index_ops(%a: index, %b: index, %i: i64) -> (index, i1, i64, i1) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.floordivs %5, %b
  %7 = index.rems %6, %b
  %8 = index.remu %7, %b
  %9 = index.maxs %8, %a
  %10 = index.minu %9, %a
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.and %12, %a
  %14 = index.or %13, %a
  %15 = index.xor %14, %a
  %16 = index.cmp slt(%15, %a)
  %17 = index.casts %15 : index to i64
  %18 = index.castu %i : i64 to index
  %19 = index.add %15, %18
  %idx42 = index.constant 42
  %20 = index.add %19, %idx42
  %true = index.bool.constant true
  %21 = index.sizeof
  %22 = index.add %20, %21
  return %22, %16, %17, %true : index, i1, i64, i1
}
