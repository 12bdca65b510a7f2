module {
  func.func @dense() attributes {test.bools = dense<[true, false]> : tensor<2xi1>, test.cplx = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, test.empty = dense<> : tensor<0xf32>, test.hex = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, test.ints = dense<[1, 2, 3]> : tensor<3xi32>, test.nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, test.res = dense_resource<blob1> : tensor<2xi32>, test.splat = dense<1.000000e+00> : tensor<4xf32>, test.vec = dense<0> : vector<4xindex>} {
    return
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

