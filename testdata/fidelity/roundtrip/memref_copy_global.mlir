module {
  memref.global "private" constant @cst : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
  memref.global @zeros : memref<2x2xi32> = dense<0>
  memref.global "private" @uninit : memref<8xf64> = uninitialized
  memref.global @decl : memref<3xi8>
  memref.global "private" constant @aligned : memref<2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  func.func @copy(%arg0: memref<4xf32>, %arg1: memref<4xf32, strided<[2]>>) {
    %0 = memref.get_global @cst : memref<4xf32>
    memref.copy %0, %arg0 : memref<4xf32> to memref<4xf32>
    memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32, strided<[2]>>
    %1 = memref.get_global @zeros : memref<2x2xi32>
    return
  }
}

