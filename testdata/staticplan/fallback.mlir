// RUN: memopt --static-memory-plan="pools=sram:size=1024:align=64,dram:align=128 planner=cost-model memory-map=%t.json" %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t.json
// RUN: memopt --static-memory-plan="pools=@%S/Inputs/pools.json planner=cost-model memory-map=%t2.json" %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t2.json

// sram holds 1 KiB. At its peak (inside @conv) %a, %b and @conv's %win and
// %acc are live: 2.25 KiB. The largest buffer live there, %win, falls back
// to dram; the rest fits in sram. Both pools are globals; each buffer is a
// view of its pool. The pools come inline or from a JSON file.

// CHECK-DAG:   memref.global "private" @__memopt_pool_sram : memref<768xi8> = uninitialized {alignment = 64 : i64}
// CHECK-DAG:   memref.global "private" @__memopt_pool_dram : memref<1024xi8> = uninitialized {alignment = 128 : i64}
// CHECK-LABEL: func.func @conv(
// CHECK-DAG:     %[[SRAM:.*]] = memref.get_global @__memopt_pool_sram : memref<768xi8>
// CHECK-DAG:     %[[DRAM:.*]] = memref.get_global @__memopt_pool_dram : memref<1024xi8>
// CHECK:         memref.view %[[DRAM]][%{{.*}}][] : memref<1024xi8> to memref<256xf32>
// CHECK:         memref.view %[[SRAM]][%{{.*}}][] : memref<768xi8> to memref<64xf32>
// CHECK-NOT:     memref.alloc

// MAP:      "pools": [
// MAP-NEXT:   {"name": "sram", "kind": "workspace", {{.*}}"alignment": 64, "limit": 1024, "size": 768,
// MAP-NEXT:   {"name": "dram", "kind": "workspace", {{.*}}"alignment": 128, "size": 1024,
// MAP:      "moves": [
// MAP-NEXT:   {"name": "%alloc", "function": "@conv", "from": "sram", "to": "dram", "bytes": 1024}
// MAP-NEXT: ]

func.func @conv(%in: memref<64xf32>, %out: memref<64xf32>) {
  %win = memref.alloc() : memref<256xf32>
  %acc = memref.alloc() : memref<64xf32>
  "test.fill"(%win, %in) : (memref<256xf32>, memref<64xf32>) -> ()
  "test.reduce"(%win, %acc) : (memref<256xf32>, memref<64xf32>) -> ()
  memref.copy %acc, %out : memref<64xf32> to memref<64xf32>
  return
}

func.func @main() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.fill"(%a) : (memref<64xf32>) -> ()
  call @conv(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.use"(%b) : (memref<64xf32>) -> ()
  return
}
