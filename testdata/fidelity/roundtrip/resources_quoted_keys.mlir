module {
  func.func @quoted_keys() -> (tensor<2xi16>, tensor<3xi32>) {
    %cst = arith.constant dense_resource<"blob\\-\22one\22"> : tensor<2xi16>
    %cst_0 = arith.constant dense_resource<weights> : tensor<3xi32>
    %cst_1 = arith.constant dense_resource<"with space"> : tensor<2xi16>
    return %cst, %cst_0 : tensor<2xi16>, tensor<3xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      "blob\\-\22one\22": "0x0200000001000200",
      weights: "0x04000000010000000200000003000000",
      "with space": "0x0200000005000600"
    }
  }
#-}

