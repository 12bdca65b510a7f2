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

// Not of a comparison is the inverted comparison (either operand order of
// the xori); xori of two comparisons stays.
// CHECK-LABEL: func.func @not_cmpi
// CHECK-NEXT:    %[[A:.*]] = arith.cmpi ult, %arg0, %arg1 : index
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi uge, %arg0, %arg1 : index
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT:    %[[D:.*]] = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT:    %[[E:.*]] = arith.xori %[[D]], %[[A]] : i1
// CHECK-NEXT:    return %[[B]], %[[C]], %[[E]] : i1, i1, i1
func.func @not_cmpi(%a: index, %b: index) -> (i1, i1, i1) {
  %t = arith.constant true
  %c = arith.cmpi ult, %a, %b : index
  %x = arith.xori %c, %t : i1
  %d = arith.cmpi sge, %a, %b : index
  %y = arith.xori %t, %d : i1
  %e = arith.cmpi eq, %a, %b : index
  %z = arith.xori %e, %c : i1
  return %x, %y, %z : i1, i1, i1
}
