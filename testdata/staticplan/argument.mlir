// RUN: memopt --static-memory-plan="workspace=argument planner=cost-model" %s | FileCheck %s
// RUN: memopt --static-memory-plan="workspace=argument planner=cost-model" %s | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=MLIROPT
// REQUIRES: mlir-opt

// workspace=argument: the entry takes one memref<Nxi8> argument per pool
// (default space and space 1 here) and every callee with a frame takes its
// regions as trailing arguments, which the callers pass as views of their
// own. @leaf hands its buffer to an external function, so the buffer lives
// until the entry returns: it is in @leaf's persistent region, which @mid
// keeps live from the call to its end and @main to its end.

// CHECK-LABEL: func.func @leaf(%arg0: memref<16xf32>, %arg1: memref<64xi8> {memopt.workspace = "workspace:persistent"}) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg1[%c0][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT: memref.copy %arg0, %view : memref<16xf32> to memref<16xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<16xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @mid(%arg0: memref<16xf32>, %arg1: memref<64xi8> {memopt.workspace = "workspace:persistent"}, %arg2: memref<64xi8, 1> {memopt.workspace = "workspace_1"}) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg2[%c0][] : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK-NEXT: memref.copy %arg0, %view : memref<16xf32> to memref<16xf32, 1>
// CHECK-NEXT: call @leaf(%arg0, %arg1) : (memref<16xf32>, memref<64xi8>) -> ()
// CHECK-NEXT: "test.use"(%view) : (memref<16xf32, 1>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @main(%arg0: memref<16xf32>, %arg1: memref<128xi8> {memopt.pool = "workspace"}, %arg2: memref<64xi8, 1> {memopt.pool = "workspace_1"}) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg1[%c0][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT: memref.copy %arg0, %view : memref<16xf32> to memref<16xf32>
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %view_0 = memref.view %arg1[%c64][] : memref<128xi8> to memref<64xi8>
// CHECK-NEXT: call @mid(%view, %view_0, %arg2) : (memref<16xf32>, memref<64xi8>, memref<64xi8, 1>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>)

// MLIROPT-LABEL: func.func @main(%arg0: memref<16xf32>, %arg1: memref<128xi8> {memopt.pool = "workspace"}, %arg2: memref<64xi8, 1> {memopt.pool = "workspace_1"})

func.func @leaf(%x: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  memref.copy %x, %t : memref<16xf32> to memref<16xf32>
  %u = memref.cast %t : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @mid(%x: memref<16xf32>) {
  %s = memref.alloc() : memref<16xf32, 1>
  memref.copy %x, %s : memref<16xf32> to memref<16xf32, 1>
  call @leaf(%x) : (memref<16xf32>) -> ()
  "test.use"(%s) : (memref<16xf32, 1>) -> ()
  return
}

func.func @main(%in: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  call @mid(%a) : (memref<16xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
