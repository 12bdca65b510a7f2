// RUN: memopt --buffer-hoisting %s | FileCheck %s
// RUN: memopt --buffer-hoisting %s | mlir-opt --buffer-hoisting | FileCheck %s

// Each allocation moves to the nearest block that dominates the uses of
// all its aliases: here the join block's argument, so both go to the entry
// block, in their order.
// CHECK-LABEL: func.func @diamond(
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    cf.cond_br
// CHECK:         cf.br ^bb3(%[[S]] : memref<2xf32>)
// CHECK:         cf.br ^bb3(%[[T]] : memref<2xf32>)
func.func @diamond(%c: i1, %x: f32) {
  cf.cond_br %c, ^a, ^b
^a:
  %s = memref.alloc() : memref<2xf32>
  cf.br ^join(%s : memref<2xf32>)
^b:
  %t = memref.alloc() : memref<2xf32>
  cf.br ^join(%t : memref<2xf32>)
^join(%j: memref<2xf32>):
  %c0 = arith.constant 0 : index
  memref.store %x, %j[%c0] : memref<2xf32>
  return
}

// Out of a branch when an alias is used after it, not above the sizes it
// takes; a buffer used only inside the branch stays.
// CHECK-LABEL: func.func @branch(
// CHECK:         %[[D:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %[[K:.*]] = arith.addi
// CHECK-NEXT:      memref.alloc(%[[K]]) : memref<?xf32>
// CHECK-NEXT:      memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         } else {
// CHECK-NEXT:      scf.yield %[[D]]
func.func @branch(%c: i1, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<?xf32> {
    %k = arith.addi %n, %n : index
    %a = memref.alloc(%k) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    memref.store %x, %b[%c0] : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %d = memref.alloc(%n) : memref<?xf32>
    scf.yield %d : memref<?xf32>
  }
  memref.store %x, %r[%c0] : memref<?xf32>
  return
}
