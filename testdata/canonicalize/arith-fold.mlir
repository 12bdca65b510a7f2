// RUN: memopt --canonicalize %s | FileCheck %s
// RUN: memopt --canonicalize=top-down=false %s | FileCheck %s

// Integer folds: constants fold, identities return an operand, a
// commutative op's constant moves to the right, and the folded constants
// end up at the start of the function, deduplicated.

// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C6]] : i32
// CHECK-NEXT:    %[[O:.*]] = arith.ori %[[A]], %[[C9]] : i32
// CHECK-NEXT:    return %[[O]], %[[C0]], %arg1 : i32, i32, i16
func.func @fold(%x: i32, %h: i16) -> (i32, i32, i16) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.muli %c2, %c3 : i32
  %a = arith.addi %c6, %x : i32
  %c9 = arith.addi %c6, %c3 : i32
  %o = arith.ori %c9, %a : i32
  %z = arith.subi %a, %a : i32
  %zero = arith.constant 0 : i16
  %h1 = arith.xori %h, %zero : i16
  return %o, %z, %h1 : i32, i32, i16
}

// Integer arithmetic wraps at the type's width.
// CHECK-LABEL: func.func @wrap
// CHECK-NEXT:    %[[C:.*]] = arith.constant -56 : i8
// CHECK-NEXT:    return %[[C]] : i8
func.func @wrap() -> i8 {
  %c = arith.constant 100 : i8
  %s = arith.addi %c, %c : i8
  return %s : i8
}
