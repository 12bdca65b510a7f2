// Builtin dialect resources whose keys are not identifiers: the key is a
// string with MLIR's escapes (\\ and \22), written the same way in the
// dense_resource attribute and in the file metadata. mlir-opt keeps the
// referenced resources only (here the quoted one and `weights`), in order
// of first reference.
func.func @quoted_keys() -> (tensor<2xi16>, tensor<3xi32>) {
  %0 = arith.constant dense_resource<"blob\\-\22one\22"> : tensor<2xi16>
  %1 = arith.constant dense_resource<weights> : tensor<3xi32>
  %2 = arith.constant dense_resource<"with space"> : tensor<2xi16>
  return %0, %1 : tensor<2xi16>, tensor<3xi32>
}

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      weights: "0x04000000010000000200000003000000",
      "with space": "0x0200000005000600",
      "blob\\-\22one\22": "0x0200000001000200"
    }
  }
#-}
