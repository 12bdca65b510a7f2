module {
  func.func @wide_hex_floats() -> (f80, f80, f80, f80, f128, f128) {
    %cst = arith.constant 0x7FFFE000000000000001 : f80
    %cst_0 = arith.constant 0x7FFFB000000000000011 : f80
    %cst_1 = arith.constant 0x7FFF8000000000000000 : f80
    %cst_2 = arith.constant 0xFFFF8000000000000000 : f80
    %cst_3 = arith.constant 1.000000e+00 : f80
    %cst_4 = arith.constant 3.000000e+00 : f80
    %cst_5 = arith.constant -0.000000e+00 : f80
    %cst_6 = arith.constant 0x7FFF8000000000000000000000000001 : f128
    %cst_7 = arith.constant 0xFFFF0000000000000000000000000000 : f128
    %cst_8 = arith.constant 5.000000e-01 : f128
    %from_elements = tensor.from_elements %cst_3, %cst_4, %cst_5 : tensor<3xf80>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_6, %cst_8 : f80, f80, f80, f80, f128, f128
  }
}

