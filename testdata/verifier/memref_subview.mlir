// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// memref.subview checks its offset, size and stride lists and its result
// type as mlir-opt 22 does (OffsetSizeAndStrideOpInterface and
// SubViewOp::verify: the inferred type or a rank-reduced version of it,
// same memory space, in bounds; the same file passes
// `mlir-opt --verify-diagnostics`). The functions without an expected
// error are valid: static offsets of 0 add nothing to a dynamic stride, a
// unit dimension whose stride the result keeps is not the one dropped, an
// affine-map source splits into strides.
func.func @f0(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}
// -----
func.func @f1(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected 3 offset values, got 2}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[64, 4]>>
  return
}
// -----
func.func @f2(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32, strided<[64, 4, 1], offset: 1>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: 1>>
  return
}
// -----
func.func @f3(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32, strided<[64, 4, 2]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 2]>>
  return
}
// -----
func.func @f4(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4x5xf32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x5xf32, strided<[64, 4, 1]>>
  return
}
// -----
func.func @f5(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result element type to be 'f32', but got 'memref<4x4x4xi32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xi32, strided<[64, 4, 1]>>
  return
}
// -----
func.func @f6(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @f7(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<1x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[64, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[64, 1]>>
  return
}
// -----
func.func @f8(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[9, 0, 0][1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 576>>
  return
}
// -----
func.func @f9(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[7, 0, 0][2, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<2x4x4xf32, strided<[64, 4, 1], offset: 448>>
  return
}
// -----
func.func @f10(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[%i, 0, 0][1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  return
}
// -----
func.func @f11(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<4x4xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %n[0, 0][4, 4][1, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @f12(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %n[0, 0][4, 4][1, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<4x4xf32, strided<[?, 1]>>
  return
}
// -----
func.func @f13(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{different memory spaces specified for base memref type 'memref<8x16xf32, 1>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x16xf32, 1> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f14(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected 3 offset values, got 2}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f15(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %g[1][4][2] : memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>> to memref<4xf32, strided<[4], offset: ?>>
  return
}
// -----
func.func @f16(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<4xf32, strided<[4], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2], offset: ?>>'}}
  %0 = memref.subview %g[1][4][2] : memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>> to memref<4xf32, strided<[2], offset: ?>>
  return
}
// -----
func.func @f17(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4xf32>
  return
}
// -----
func.func @f18(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[1]>>
  return
}
// -----
func.func @f19(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[4]>>
  return
}
// -----
func.func @f20(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<1x1x1xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[2]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[2]>>
  return
}
// -----
func.func @f21(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4x1xf32, strided<[64, 4, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4x1xf32, strided<[64, 4, 1, 1]>>
  return
}
// -----
func.func @f22(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][3, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[192, 4, 1]>>
  return
}
// -----
func.func @f23(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][0, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<0x4x4xf32, strided<[64, 4, 1]>>
  return
}
// -----
func.func @f24(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0, 0][0, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<0x4x4xf32, strided<[64, 4, 1], offset: 512>>
  return
}
// -----
func.func @f25(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result element type to be 'f32', but got 'memref<8x16x4xi32>'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}
// -----
func.func @f26(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}
// -----
func.func @f27(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  return
}
// -----
func.func @f28(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f29(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0, 0][-1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f30(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2)>>
  return
}
// -----
func.func @f31(%m: memref<8x16x4xf32>, %n: memref<?x?xf32, strided<[?, 1]>>, %i: index, %a: memref<8x16xf32, 1>, %g: memref<16xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  // expected-error @below {{expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2 + 1)>>'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2 + 1)>>
  return
}
