// f80 and f128 constants written as hex bit patterns (wider than 64 bits):
// infinities and NaNs keep their payload and print as hex, finite values
// print as decimals, in both the custom and the generic form.
func.func @wide_hex_floats() -> (f80, f80, f80, f80, f128, f128) {
  %nan = arith.constant 0x7FFFE000000000000001 : f80
  %snan = arith.constant 0x7FFFB000000000000011 : f80
  %inf = arith.constant 0x7FFF8000000000000000 : f80
  %ninf = arith.constant 0xFFFF8000000000000000 : f80
  %one = arith.constant 0x3FFF8000000000000000 : f80
  %three = arith.constant 0x4000C000000000000000 : f80
  %nzero = arith.constant 0x80000000000000000000 : f80
  %qnan128 = arith.constant 0x7FFF8000000000000000000000000001 : f128
  %ninf128 = arith.constant 0xFFFF0000000000000000000000000000 : f128
  %half128 = arith.constant 0x3FFE0000000000000000000000000000 : f128
  %t = tensor.from_elements %one, %three, %nzero : tensor<3xf80>
  return %nan, %snan, %inf, %ninf, %qnan128, %half128 : f80, f80, f80, f80, f128, f128
}
