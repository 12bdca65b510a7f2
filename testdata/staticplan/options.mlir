// Bad options get a clear error and a non-zero exit.
// RUN: not memopt --static-memory-plan="pools=sram:sizes=1" %s 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not memopt --static-memory-plan="pools=sram:size=lots" %s 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not memopt --static-memory-plan="pools=a,a" %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not memopt --static-memory-plan="pools=@%S/Inputs/missing.json" %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not memopt --static-memory-plan="device=@%S/Inputs/bad-device.json" %s 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not memopt --static-memory-plan="memory-map=%t.txt" %s 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not memopt --static-memory-plan="workspace=stack" %s 2>&1 | FileCheck %s --check-prefix=WS
// RUN: not memopt --static-memory-plan="pools=sram:spaces=0" %s 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: memopt --static-memory-plan="pools=sram:spaces=0+1:size=64K:align=128" %s | FileCheck %s --check-prefix=OK

// KEY: error: static-memory-plan: pools: pool 'sram': unknown key 'sizes' (known: size, spaces, align, constants, io, kind)
// SIZE: error: static-memory-plan: pools: pool 'sram': 'lots' is not a byte count
// TWICE: error: static-memory-plan: pools: pool 'a' declared twice
// MISSING: error: static-memory-plan: pools: cannot read '{{.*}}missing.json': no such file or directory
// DEVICE: error: static-memory-plan: device: {{.*}}bad-device.json:4:{{[0-9]+}}: json: unknown field "poools"
// MAP: error: static-memory-plan: memory-map: '{{.*}}.txt' must end in .json or .h
// WS: option 'workspace' has no value 'stack' (allowed: global, argument)
// SPACE: options.mlir:[[# @LINE + 6]]:8: error: static-memory-plan: no workspace pool serves memory space 1 (pools: sram (workspace, spaces 0))

// OK: memref.global "private" @__memopt_pool_sram : memref<160xi8> = uninitialized {alignment = 128 : i64}
// OK: memref.memory_space_cast %{{.*}} : memref<8xf32> to memref<8xf32, 1>

func.func @main() {
  %a = memref.alloc() : memref<8xf32, 1>
  %b = memref.alloc() : memref<8xf32>
  "test.use"(%a, %b) : (memref<8xf32, 1>, memref<8xf32>) -> ()
  return
}
