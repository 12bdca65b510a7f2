// RUN: memopt --static-memory-plan="planner=cost-model" %s | FileCheck %s
// RUN: memopt --static-memory-plan="planner=cost-model memory-map=%t.json" %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t.json
// RUN: memopt --merge-alloc --static-memory-plan="planner=cost-model" %s | FileCheck %s --check-prefix=MERGED

// @layer is called twice, so it takes its workspace as a trailing argument
// and @main passes a view of the pool at the planned offset; both calls
// share the same 512 bytes. The pool is @main's %h plus one @layer frame.

// CHECK-LABEL: module {
// CHECK-NEXT:    memref.global "private" @__memopt_pool_workspace : memref<768xi8> = uninitialized {alignment = 64 : i64}
// CHECK-LABEL:   func.func @layer(%arg0: memref<64xf32>, %arg1: memref<64xf32>, %arg2: memref<512xi8> {memopt.workspace = "workspace"}) {
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:.*]] = memref.view %arg2[%[[C0]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:      linalg.add ins(%arg0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%[[T]] : memref<64xf32>)
// CHECK-NEXT:      %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:      %[[U:.*]] = memref.view %arg2[%[[C256]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NOT:     memref.alloc
// CHECK-LABEL:   func.func @main(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
// CHECK-NEXT:      %[[POOL:.*]] = memref.get_global @__memopt_pool_workspace : memref<768xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[H:.*]] = memref.view %[[POOL]][%[[C0]]][] : memref<768xi8> to memref<64xf32>
// CHECK-NEXT:      %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:      %[[W1:.*]] = memref.view %[[POOL]][%[[C256]]][] : memref<768xi8> to memref<512xi8>
// CHECK-NEXT:      call @layer(%arg0, %[[H]], %[[W1]]) : (memref<64xf32>, memref<64xf32>, memref<512xi8>) -> ()
// CHECK-NEXT:      %[[C256B:.*]] = arith.constant 256 : index
// CHECK-NEXT:      %[[W2:.*]] = memref.view %[[POOL]][%[[C256B]]][] : memref<768xi8> to memref<512xi8>
// CHECK-NEXT:      call @layer(%[[H]], %arg1, %[[W2]]) : (memref<64xf32>, memref<64xf32>, memref<512xi8>) -> ()
// CHECK-NEXT:      return

// MAP:      "pass": "static-memory-plan",
// MAP:      "pools": [
// MAP-NEXT:   {"name": "workspace", "kind": "workspace", "spaces": ["0"], "alignment": 64, "size": 768, "lower_bound": 768, "symbol": "__memopt_pool_workspace"},
// MAP-NEXT:   {"name": "io", "kind": "io", "alignment": 64, "size": 512, "lower_bound": 512}
// MAP:        "name": "@layer",
// MAP-NEXT:   "paths": 2,
// MAP-NEXT:   "addressing": "relative",
// MAP:          {"pool": "workspace", "frame": 512, "arena": 512}
// MAP:          {"index": 2, "pool": "workspace", "region": "transient", "size": 512}
// MAP:        "name": "@main",
// MAP-NEXT:   "entry": true,
// MAP:        "calls": ["@layer", "@layer"],
// MAP:          {"pool": "workspace", "frame": 768, "arena": 256, "offset": 0}
// MAP:      "buffers": [
// MAP-NEXT:   {"name": "%view", "function": "@main", "kind": "workspace", "type": "memref<64xf32>", "pool": "workspace", "offset": 0, "size": 256, "alignment": 64, "live": [3, 30], "location": "{{.*}}basic.mlir:[[# @LINE + 21]]:8"},
// MAP-NEXT:   {"name": "%view", "function": "@layer", {{.*}} "offset": 256, "size": 256, {{.*}} "call_path": ["@main", "@layer"], "call_sites": ["{{.*}}basic.mlir:[[# @LINE + 21]]:3"]},
// MAP-NEXT:   {"name": "%view_0", "function": "@layer", {{.*}} "offset": 512, "size": 256,
// MAP-NEXT:   {"name": "%view", "function": "@layer", {{.*}} "offset": 256, "size": 256, {{.*}} "call_sites": ["{{.*}}basic.mlir:[[# @LINE + 20]]:3"]},
// MAP-NEXT:   {"name": "%view_0", "function": "@layer", {{.*}} "offset": 512, "size": 256,
// MAP-NEXT:   {"name": "%arg0", "function": "@main", "kind": "input", "type": "memref<64xf32>", "pool": "io", "offset": 0, "size": 256,
// MAP-NEXT:   {"name": "%arg1", "function": "@main", "kind": "output", "type": "memref<64xf32>", "pool": "io", "offset": 256, "size": 256,

// MERGED:      memref.global "private" @__memopt_pool_workspace : memref<768xi8>
// MERGED:      func.func @layer({{.*}}, %arg2: memref<512xi8> {memopt.workspace = "workspace"})
// MERGED-NOT:  memref.alloc
func.func @layer(%x: memref<64xf32>, %y: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
  %u = memref.alloc() : memref<64xf32>
  linalg.mul ins(%t, %x : memref<64xf32>, memref<64xf32>) outs(%u : memref<64xf32>)
  linalg.sub ins(%u, %t : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>)
  return
}

func.func @main(%in: memref<64xf32>, %out: memref<64xf32>) {
  %h = memref.alloc() : memref<64xf32>
  call @layer(%in, %h) : (memref<64xf32>, memref<64xf32>) -> ()
  call @layer(%h, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}
