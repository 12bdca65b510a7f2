memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @zeros : memref<2x2xi32> = dense<0>
memref.global "private" @uninit : memref<8xf64> = uninitialized
memref.global @decl : memref<3xi8>
memref.global "private" constant @aligned : memref<2xf32> = dense<1.0> {alignment = 64 : i64}
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>) {
  %g = memref.get_global @cst : memref<4xf32>
  memref.copy %g, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>
  %z = memref.get_global @zeros : memref<2x2xi32>
  return
}
