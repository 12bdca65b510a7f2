// RUN: memopt --merge-alloc %s | FileCheck %s
// RUN: memopt --merge-alloc --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: memopt --static-memory-plan=entry=f %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATIC

// A static buffer larger than 2^62 bytes has no size memopt can plan with
// (its size overflowed int64 and merge-alloc once packed it as 0 bytes,
// on top of its neighbour): it is left alone, the others are merged.

// CHECK:      %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT: %[[BIG:.*]] = memref.alloc() : memref<4611686018427387904x8xf32>
// CHECK:      memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<8xf32>
// REPORT: too large (more than 4611686018427387904 bytes)  memref<4611686018427387904x8xf32>
// STATIC: remark: static-memory-plan: %alloc is left to run-time allocation: it is larger than 4611686018427387904 bytes

func.func @f() {
  %a = memref.alloc() : memref<4611686018427387904x8xf32>
  %b = memref.alloc() : memref<8xf32>
  "test.use"(%a, %b) : (memref<4611686018427387904x8xf32>, memref<8xf32>) -> ()
  return
}
