module attributes {test.int = 42 : i32, test.i64 = 7, test.neg = -3 : i8, test.float = 2.500000e+00 : f32, test.f64 = 1.000000e-03, test.bool = true, test.false = false, test.str = "hello \"world\"\n", test.unit, test.idx = 5 : index, test.ui = 200 : ui8, test.si = -1 : si16, test.hexf = 0x7FC00000 : f32, test.big = 123456789012345678901234567890 : i128} {
  func.func @f() attributes {test.array = [1, 2.000000e+00, "three", [4]], test.dict = {a = 1 : i32, b, c = "x"}, test.empty_array = [], test.empty_dict = {}, test.type = i32, test.type2 = memref<4xf32>, test.sym = @f, test.nested_sym = @mod::@g, test.typed_str = "abc" : i32} {
    return
  }
}
