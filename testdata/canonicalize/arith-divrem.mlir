// RUN: memopt --canonicalize %s | FileCheck %s

// arith.divui/divsi/remui/remsi fold as in MLIR 22: x / 1 is x, x % 1 is 0,
// constants fold, but not a division by zero nor INT_MIN / -1.

// CHECK-LABEL: func.func @r
// CHECK-NEXT:  %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT:  %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:  %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT:  %c126_i8 = arith.constant 126 : i8
// CHECK-NEXT:  %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:  %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:  %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:  %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:  %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:  %1 = arith.divui %c-128_i8, %c0_i8 : i8
// CHECK-NEXT:  return %c0, %c0_i32, %arg0, %arg1, %c2, %c-3_i32, %0, %c0_i8, %1, %c-1_i8, %c1_i8, %c126_i8, %c-2_i8, %c-1_i64, %c-2_i64 : index, i32, index, i32, index, i32, i8, i8, i8, i8, i8, i8, i8, i64, i64
func.func @r(%x: index, %y: i32) -> (index, i32, index, i32, index, i32, i8, i8, i8, i8, i8, i8, i8, i64, i64) {
  %c1 = arith.constant 1 : index
  %i1 = arith.constant 1 : i32
  %a = arith.remui %x, %c1 : index
  %b = arith.remsi %y, %i1 : i32
  %c = arith.divui %x, %c1 : index
  %d = arith.divsi %y, %i1 : i32
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %e = arith.divui %c7, %c3 : index
  %m7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %f = arith.divsi %m7, %p2 : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %z = arith.constant 0 : i8
  %g = arith.divsi %min, %m1 : i8
  %h = arith.remsi %min, %m1 : i8
  %k = arith.divui %min, %z : i8
  %m3 = arith.constant -3 : i8
  %p2_8 = arith.constant 2 : i8
  %l = arith.remsi %m3, %p2_8 : i8
  %n = arith.remui %m3, %p2_8 : i8
  %o = arith.divui %m3, %p2_8 : i8
  %q = arith.remsi %min, %m3 : i8
  %big = arith.constant -9 : i64
  %b4 = arith.constant 4 : i64
  %s = arith.remsi %big, %b4 : i64
  %t = arith.divsi %big, %b4 : i64
  return %a, %b, %c, %d, %e, %f, %g, %h, %k, %l, %n, %o, %q, %s, %t : index, i32, index, i32, index, i32, i8, i8, i8, i8, i8, i8, i8, i64, i64
}
