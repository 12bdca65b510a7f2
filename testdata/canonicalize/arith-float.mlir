// RUN: memopt --canonicalize %s | FileCheck %s

// f32 and f64 folds round to the type: 1.5 + 0.1 in f32 is 1.6, times 0.1
// is 0.160000011; x * 1.0 and x + -0.0 are x; integer to float conversions
// of constants fold (an i8 -3 is 253 unsigned).

// CHECK-LABEL: func.func @f
// CHECK-NEXT:  %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.160000011 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 0.033333333333333333 : f64
// CHECK-NEXT:  %cst_2 = arith.constant 4.570000e+02 : f64
// CHECK-NEXT:  %cst_3 = arith.constant 2.530000e+02 : f32
// CHECK-NEXT:  %cst_4 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %arg0, %arg0, %cst_2, %cst_3, %cst_4 : f32, f32, f64, f32, f32, f64, f32, f32


func.func @f(%x: f32, %y: f64) -> (f32, f32, f64, f32, f32, f64, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %s = arith.addf %a, %b : f32
  %m = arith.mulf %s, %b : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 3.0 : f64
  %q = arith.divf %c, %d : f64
  %one = arith.constant 1.0 : f32
  %z = arith.mulf %x, %one : f32
  %nz = arith.constant -0.0 : f32
  %w = arith.addf %x, %nz : f32
  %i = arith.constant 457 : i64
  %fi = arith.sitofp %i : i64 to f64
  %neg = arith.constant -3 : i8
  %fu = arith.uitofp %neg : i8 to f32
  %fs = arith.sitofp %neg : i8 to f32
  return %s, %m, %q, %z, %w, %fi, %fu, %fs : f32, f32, f64, f32, f32, f64, f32, f32
}

// Bitcasts of constants between f32/i32 and f64/i64 keep the bits.
// CHECK-LABEL: func.func @bits
// CHECK-NEXT:  %c1139015680_i32 = arith.constant 1139015680 : i32
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %c-4610560118520545280_i64 = arith.constant -4610560118520545280 : i64
// CHECK-NEXT:  %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:  return %c1139015680_i32, %cst, %c-4610560118520545280_i64, %cst_0 : i32, f32, i64, f64

func.func @bits() -> (i32, f32, i64, f64) {
  %a = arith.constant 456.0 : f32
  %b = arith.bitcast %a : f32 to i32
  %c = arith.constant 1065353216 : i32
  %d = arith.bitcast %c : i32 to f32
  %e = arith.constant -2.5 : f64
  %f = arith.bitcast %e : f64 to i64
  %g = arith.constant 4611686018427387904 : i64
  %h = arith.bitcast %g : i64 to f64
  return %b, %d, %f, %h : i32, f32, i64, f64
}
