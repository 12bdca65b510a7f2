// RUN: memopt --static-memory-plan="planner=cost-model memory-map=%t.json" %s -o %t.mlir
// RUN: FileCheck %s --input-file=%t.json
// RUN: not memopt --static-memory-plan %S/Inputs/pinned-escaping.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// memopt.offset (merge-alloc's pinned placement) pins a buffer at that byte
// offset of its function's frame: @main's frame starts at offset 0 of the
// pool, @f's wherever @main's plan puts it; the other buffers go around.

// CHECK:      "buffers": [
// CHECK-NEXT:   {"name": "%view", "function": "@main", {{.*}} "offset": 256, "size": 64,
// CHECK-NEXT:   {"name": "%view_0", "function": "@main", {{.*}} "offset": 0, "size": 64,
// CHECK-NEXT:   {"name": "%view", "function": "@f", {{.*}} "offset": 64, "size": 128,

// ERR: pinned-escaping.mlir:3:8: error: static-memory-plan: cannot place this buffer at its 'memopt.offset' 64: it is left to run-time allocation (it is returned by @main at

func.func @f() {
  %p = memref.alloc() {memopt.offset = 0 : i64} : memref<32xf32>
  "test.use"(%p) : (memref<32xf32>) -> ()
  return
}

func.func @main() {
  %a = memref.alloc() {memopt.offset = 256 : i64} : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.fill"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  call @f() : () -> ()
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}
