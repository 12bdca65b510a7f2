// Integration-test style: the index dialect and index casts.
func.func @index_math(%a: index, %b: index) -> (index, i1, i64) {
  %c3 = index.constant 3
  %neg = index.constant -7
  %t = index.bool.constant true
  %s = index.add %a, %b
  %d = index.sub %s, %c3
  %m = index.mul %d, %neg
  %q = index.divs %m, %c3
  %u = index.ceildivu %q, %c3
  %f = index.floordivs %u, %neg
  %r = index.rems %f, %c3
  %mx = index.maxs %r, %a
  %mn = index.minu %mx, %b
  %sh = index.shl %mn, %c3
  %x = index.xor %sh, %a
  %o = index.or %x, %b
  %an = index.and %o, %c3
  %cmp = index.cmp slt(%an, %b)
  %sel = arith.select %t, %cmp, %t : i1
  %i64 = index.casts %an : index to i64
  %sz = index.sizeof
  %z = index.add %sz, %an
  return %z, %sel, %i64 : index, i1, i64
}
