// A buffer with a large alignment among small ones: the default planner
// puts it at 0 and the others after it (260 bytes), instead of keeping the
// skyline's plan with the aligned buffer on top (4112 bytes).
// RUN: memopt --static-memory-plan %s | FileCheck %s
// CHECK: memref.global "private" @__memopt_pool_workspace : memref<260xi8> = uninitialized {alignment = 4096 : i64}
// CHECK-LABEL: func.func @main(
// CHECK:         memref.view %{{.*}}[%c0{{.*}}][] : memref<260xi8> to memref<4xf32>
func.func @main() {
  %d = memref.alloc() : memref<4xi8>
  %e = memref.alloc() : memref<8xf32>
  %f = memref.alloc() : memref<4xf32>
  %g = memref.alloc() {alignment = 4096 : i64} : memref<4xf32>
  %i = memref.alloc() : memref<16xf32>
  "test.use"(%d, %e, %f, %g, %i) : (memref<4xi8>, memref<8xf32>, memref<4xf32>, memref<4xf32>, memref<16xf32>) -> ()
  return
}
