// RUN: memopt --merge-alloc="planner-options=cost-model symbolic" %s --verify-diagnostics | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=cost-model symbolic" --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// With symbolic, the buffers of dynamic shape that nothing bounds but
// whose sizes are known at their scope's entry share one run-time
// allocation per scope: at the entry, each size (rounded up to the
// alignment) and offset is computed, an offset being the largest end of
// the buffers placed before that live at the same time. %a and %b live
// together (%b at %a's end); %c and the loop's %d come later and reuse
// offset 0. %e's size is computed in the body: it stays a run-time
// allocation.
// CHECK-DAG:   #[[F32:.*]] = affine_map<()[s0] -> (((s0 * 4) ceildiv 64) * 64)>
// CHECK-DAG:   #[[MAT:.*]] = affine_map<()[s0, s1] -> ((((s0 * s1) * 4) ceildiv 64) * 64)>
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %[[SA:.*]] = affine.apply #[[F32]]()[%arg0]
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[SB:.*]] = affine.apply #[[MAT]]()[%arg0, %arg1]
// CHECK-NEXT:    %[[EB:.*]] = arith.addi %[[SA]], %[[SB]] : index
// CHECK-NEXT:    %[[SC:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[SD:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[M1:.*]] = arith.maxui %[[SA]], %[[EB]] : index
// CHECK-NEXT:    %[[M2:.*]] = arith.maxui %[[M1]], %[[SC]] : index
// CHECK-NEXT:    %[[M3:.*]] = arith.maxui %[[M2]], %[[SD]] : index
// CHECK-NEXT:    %[[ARENA:.*]] = memref.alloc(%[[M3]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK:         memref.view %[[ARENA]][%[[OA]]][%arg0] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    memref.view %[[ARENA]][%[[SA]]][%arg0, %arg1] : memref<?xi8> to memref<?x?xf32>
// CHECK:         memref.view %[[ARENA]][%[[OC]]][%arg1] : memref<?xi8> to memref<?xf64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.view %[[ARENA]][%[[OD]]][%arg1] : memref<?xi8> to memref<?xi8>
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
// REPORT: Note: symbolic: %alloc (memref<?xf32>, {{.*}}symbolic.mlir:[[@LINE+6]]:8) takes align(4 * d0, 64) bytes of the scope's run-time arena, sized at the scope's entry
// REPORT: Note: symbolic: %alloc_0 (memref<?x?xf32>, {{.*}}symbolic.mlir:[[@LINE+6]]:8) takes align(4 * d0 * d1, 64) bytes of the scope's run-time arena, sized at the scope's entry, above the 1 placed before it that live at the same time
func.func @f(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n, %m) : memref<?x?xf32>
  "test.use"(%a, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
  %c = memref.alloc(%m) : memref<?xf64>
  "test.use"(%c) : (memref<?xf64>) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %d = memref.alloc(%m) : memref<?xi8>
    "test.use"(%d) : (memref<?xi8>) -> ()
  }
  %k = arith.addi %n, %c1 : index
  // expected-remark @+1 {{merge-alloc: %alloc_5 is left to run-time allocation: dimension 0 has no upper bound: it is argument #0 of @f, a public function}}
  %e = memref.alloc(%k) : memref<?xf32>
  "test.use"(%e) : (memref<?xf32>) -> ()
  return
}
