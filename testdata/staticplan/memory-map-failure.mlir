// The memory map is written only when the whole run succeeds, like -o and
// --memory-report: a pass failing after static-memory-plan, an output
// that cannot be written or a bad --split-input-file case write no map
// (a file already there stays as it was).
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo stale > %t/map.json
// RUN: not memopt --split-input-file --static-memory-plan="memory-map=%t/map.json" --test-pass-failure %s -o %t/out.mlir
// RUN: FileCheck %s --check-prefix=STALE --input-file=%t/map.json
// RUN: not test -e %t/out.mlir
// RUN: not memopt --split-input-file --static-memory-plan="memory-map=%t/map.json" %s -o %t/out.mlir
// RUN: FileCheck %s --check-prefix=STALE --input-file=%t/map.json
// RUN: not memopt --split-input-file --static-memory-plan="memory-map=%t/map.h" %s -o %t/out.mlir
// RUN: not test -e %t/map.h
// STALE: stale
// A directory that does not exist is reported by the pass, at once.
// RUN: not memopt --split-input-file --static-memory-plan="memory-map=%t/missing-dir/map.json" %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: static-memory-plan: cannot write the memory map '{{.*}}missing-dir/map.json': no such file or directory
// Success writes it.
// RUN: sed -n '/^func.func @main(%%out/,/^}/p' %s > %t/one.mlir
// RUN: memopt --static-memory-plan="memory-map=%t/map.json" %t/one.mlir -o %t/out.mlir
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t/map.json
// And a later failure of the output removes the map it wrote.
// RUN: not memopt --static-memory-plan="memory-map=%t/map2.json" %t/one.mlir -o %t/missing-dir/out.mlir
// RUN: not test -e %t/map2.json
// MAP: "pass": "static-memory-plan"

func.func @main(%out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  return
}

// -----

func.func @main( {
