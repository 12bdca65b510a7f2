// RUN: memopt --cse %s | FileCheck %s

// Pure ops merge (a commutative op's operands in any order), dead ops go,
// a nested region sees the ops of the enclosing block, and equal scf.if
// ops merge as a whole.

// CHECK-LABEL: func.func @pure
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK-NEXT:    %[[I:.*]] = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]], %[[M]], %[[I]], %[[I]] : i32, i32, i32, i32
func.func @pure(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i32) {
  %dead = arith.subi %a, %b : i32
  %s1 = arith.addi %a, %b : i32
  %s2 = arith.addi %b, %a : i32
  %m = arith.muli %s1, %s2 : i32
  %i1 = scf.if %c -> i32 {
    %n = arith.muli %s2, %s1 : i32
    scf.yield %n : i32
  } else {
    scf.yield %a : i32
  }
  %i2 = scf.if %c -> i32 {
    %n = arith.muli %s1, %s1 : i32
    scf.yield %n : i32
  } else {
    scf.yield %a : i32
  }
  return %s1, %m, %i1, %i2 : i32, i32, i32, i32
}

// Reads merge until a write may come between them; allocations never merge.

// CHECK-LABEL: func.func @memory
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:    memref.store %[[L1]], %[[A]][%c0] : memref<4xi32>
// CHECK-NEXT:    %[[L3:.*]] = memref.load %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:    memref.store %[[L3]], %[[B]][%c0] : memref<4xi32>
// CHECK-NEXT:    return %[[L1]], %[[L3]] : i32, i32
func.func @memory(%m: memref<4xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %l1 = memref.load %m[%c0] : memref<4xi32>
  %l2 = memref.load %m[%c0] : memref<4xi32>
  memref.store %l2, %a[%c0] : memref<4xi32>
  %l3 = memref.load %m[%c0] : memref<4xi32>
  memref.store %l3, %b[%c0] : memref<4xi32>
  return %l1, %l3 : i32, i32
}

// Along the dominator tree: an op in a block is replaced by one in a block
// that dominates it, not by one in a sibling block.

// CHECK-LABEL: func.func @blocks
// CHECK:         %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[Y]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[Z:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[Z]] : i32
func.func @blocks(%a: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x1 = arith.addi %a, %a : i32
  %y = arith.muli %x1, %x : i32
  return %y : i32
^bb2:
  %z = arith.muli %x, %x : i32
  return %z : i32
}
