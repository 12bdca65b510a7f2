module attributes {test.big = 123456789012345678901234567890 : i128, test.bool = true, test.f64 = 1.000000e-03 : f64, test.false = false, test.float = 2.500000e+00 : f32, test.hexf = 0x7FC00000 : f32, test.i64 = 7 : i64, test.idx = 5 : index, test.int = 42 : i32, test.neg = -3 : i8, test.si = -1 : si16, test.str = "hello \22world\22\0A", test.ui = 200 : ui8, test.unit} {
  func.func @f() attributes {test.array = [1, 2.000000e+00, "three", [4]], test.dict = {a = 1 : i32, b, c = "x"}, test.empty_array = [], test.empty_dict = {}, test.nested_sym = @mod::@g, test.sym = @f, test.type = i32, test.type2 = memref<4xf32>, test.typed_str = "abc" : i32} {
    return
  }
}

