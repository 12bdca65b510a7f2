// The memory map never replaces the input, the -o output or the
// --memory-report file (the last writer used to win: memory-map=in.h on an
// input named in.h overwrote the program with the C header).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/in.h
// RUN: not memopt --static-memory-plan="memory-map=%t/in.h" %t/in.h -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: diff %s %t/in.h
// RUN: not test -e %t/out.mlir
// INPUT: error: static-memory-plan: cannot write the memory map '{{.*}}in.h': it is also the input file
// RUN: not memopt --static-memory-plan="memory-map=%t/m.json" %s -o %t/m.json 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: not test -e %t/m.json
// OUT: memory-map-clash.mlir:1:1: error: static-memory-plan: cannot write the memory map '{{.*}}m.json': it is also the -o output file
// RUN: not memopt --static-memory-plan="memory-map=%t/m.json" --memory-report=%t/./m.json %s -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not test -e %t/m.json
// RUN: not test -e %t/out.mlir
// REPORT: error: static-memory-plan: cannot write the memory map '{{.*}}m.json': it is also the --memory-report file
// Different files are fine.
// RUN: memopt --static-memory-plan="memory-map=%t/m.json" --memory-report=%t/r.json %s -o %t/out.mlir
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t/m.json
// MAP: "pass": "static-memory-plan"
func.func @main(%out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  return
}
