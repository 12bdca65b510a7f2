// RUN: memopt --static-memory-plan="device=@%S/Inputs/device.json constants=pack planner=cost-model memory-map=%t.json" %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t.json
// RUN: memopt --static-memory-plan="device=@%S/Inputs/device.json constants=pack planner=cost-model memory-map=%t.h" %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=HDR --input-file=%t.h

// A device with code, data and logging regions (as Esperanto's ET host runtime has). In the data
// region the constants grow up from its start (0x80010000) and the
// per-inference pools (workspace, then inputs and outputs) grow down from
// its end (0x80014000): constants [0x80010000, 0x80010040), workspace
// [0x80013E00, 0x80014000), io [0x80013C00, 0x80013E00). Every buffer gets
// an absolute address; the C header has one #define per pool size,
// alignment and address and per constant, input and output offset.

// CHECK: memref.global "private" @__memopt_pool_workspace : memref<512xi8>
// CHECK: memref.global "private" constant @__memopt_pool_constants : memref<64xi8>

// MAP:      "device": {
// MAP-NEXT:   "name": "accel0",
// MAP-NEXT:   "regions": [
// MAP-NEXT:     {"name": "code", "kind": "code", "base": 2147483648, "size": 65536, "up_end": 2147483648, "down_start": 2147549184},
// MAP-NEXT:     {"name": "data", "kind": "data", "base": 2147549184, "size": 16384, "pools": ["constants", "workspace", "io"], "up_end": 2147549248, "down_start": 2147564544},
// MAP-NEXT:     {"name": "logging", "kind": "logging", "base": 2147565568, "size": 4096, "up_end": 2147565568, "down_start": 2147569664}
// MAP:      "pools": [
// MAP-NEXT:   {"name": "workspace", {{.*}} "size": 512, {{.*}} "region": "data", "address": 2147565056, "region_offset": 15872},
// MAP-NEXT:   {"name": "constants", {{.*}} "size": 64, {{.*}} "region": "data", "address": 2147549184, "region_offset": 0},
// MAP-NEXT:   {"name": "io", {{.*}} "size": 512, {{.*}} "region": "data", "address": 2147564544, "region_offset": 15360}
// MAP:      "buffers": [
// MAP-NEXT:   {"name": "%view", "function": "@main", "kind": "workspace", "type": "memref<64xf32>", "pool": "workspace", "offset": 0, "address": 2147565056, "size": 256,
// MAP-NEXT:   {"name": "%view", "function": "@layer", {{.*}} "offset": 256, "address": 2147565312, "size": 256,
// MAP-NEXT:   {"name": "%view", "function": "@layer", {{.*}} "offset": 256, "address": 2147565312, "size": 256,
// MAP-NEXT:   {"name": "@w", "kind": "constant", "type": "memref<16xf32>", "pool": "constants", "offset": 0, "address": 2147549184, "size": 64,
// MAP-NEXT:   {"name": "%arg0", "function": "@main", "kind": "input", {{.*}} "offset": 0, "address": 2147564544, "size": 256,
// MAP-NEXT:   {"name": "%arg1", "function": "@main", "kind": "output", {{.*}} "offset": 256, "address": 2147564800, "size": 256,

// HDR:      /* Memory map written by memopt --static-memory-plan from {{.*}}device.mlir. Do not edit. */
// HDR:      #ifndef MEMOPT_MEMORY_MAP_H
// HDR:      #define MEMOPT_POOL_WORKSPACE_SIZE 512
// HDR-NEXT: #define MEMOPT_POOL_WORKSPACE_ALIGN 64
// HDR-NEXT: #define MEMOPT_POOL_WORKSPACE_ADDRESS 0x80013E00ULL
// HDR-NEXT: #define MEMOPT_POOL_WORKSPACE_OFFSET 15872
// HDR:      #define MEMOPT_POOL_CONSTANTS_SIZE 64
// HDR:      #define MEMOPT_POOL_CONSTANTS_ADDRESS 0x80010000ULL
// HDR:      #define MEMOPT_POOL_IO_SIZE 512
// HDR-NEXT: #define MEMOPT_POOL_IO_ALIGN 64
// HDR-NEXT: #define MEMOPT_POOL_IO_ADDRESS 0x80013C00ULL
// HDR-NEXT: #define MEMOPT_POOL_IO_OFFSET 15360
// HDR:      /* constant @w: memref<16xf32> in pool constants */
// HDR-NEXT: #define MEMOPT_CONSTANT_W_OFFSET 0
// HDR-NEXT: #define MEMOPT_CONSTANT_W_SIZE 64
// HDR-NEXT: #define MEMOPT_CONSTANT_W_ADDRESS 0x80010000ULL
// HDR:      /* input %arg0: memref<64xf32> in pool io */
// HDR-NEXT: #define MEMOPT_INPUT_MAIN_ARG0_OFFSET 0
// HDR-NEXT: #define MEMOPT_INPUT_MAIN_ARG0_SIZE 256
// HDR-NEXT: #define MEMOPT_INPUT_MAIN_ARG0_ADDRESS 0x80013C00ULL
// HDR:      /* output %arg1: memref<64xf32> in pool io */
// HDR-NEXT: #define MEMOPT_OUTPUT_MAIN_ARG1_OFFSET 256
// HDR-NEXT: #define MEMOPT_OUTPUT_MAIN_ARG1_SIZE 256
// HDR-NEXT: #define MEMOPT_OUTPUT_MAIN_ARG1_ADDRESS 0x80013D00ULL
// HDR:      #endif /* MEMOPT_MEMORY_MAP_H */

memref.global "private" constant @w : memref<16xf32> = dense<0.5>

func.func @layer(%x: memref<64xf32>, %y: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  %w = memref.get_global @w : memref<16xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i mod 16)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%x, %w : memref<64xf32>, memref<16xf32>) outs(%t : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  linalg.add ins(%t, %x : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>)
  return
}

func.func @main(%in: memref<64xf32>, %out: memref<64xf32>) {
  %h = memref.alloc() : memref<64xf32>
  call @layer(%in, %h) : (memref<64xf32>, memref<64xf32>) -> ()
  call @layer(%h, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}
