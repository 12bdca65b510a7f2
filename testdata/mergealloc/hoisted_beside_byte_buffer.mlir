// RUN: memopt --merge-alloc %s > %t.once.mlir
// RUN: memopt --merge-alloc %t.once.mlir > %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: FileCheck %s < %t.once.mlir

// A lone memref<Nxi8> in memory space 1 beside which a hoisted forall's
// buffers land (in the same space) is merged with them in the first run:
// it was left alone as "nothing to merge" before the forall's buffer was
// linked, the forall's buffer got a merged buffer of its own, and a second
// run merged the two (not a fixed point; found by the program generator,
// seed 149, with merge-alloc,merge-alloc).

// CHECK-LABEL: func.func @f
// CHECK:         %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi8, 1>
// CHECK-NOT:     memref.alloc()
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<{{[0-9]+}}xi8, 1> to memref<208xi8, 1>
// CHECK:         scf.forall
// CHECK:           memref.view %[[M]][%{{.*}}][] : memref<{{[0-9]+}}xi8, 1> to memref<8xi32, 1>
func.func @f() {
  %a = memref.alloc() : memref<208xi8, 1>
  "test.use"(%a) : (memref<208xi8, 1>) -> ()
  scf.forall (%i) in (8) {
    %b = memref.alloc() : memref<8xi32, 1>
    "test.use"(%b) : (memref<8xi32, 1>) -> ()
  }
  return
}
