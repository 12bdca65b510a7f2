// Bad options get a clear error and a non-zero exit.
// RUN: not memopt --static-memory-plan="pools=sram:sizes=1" %s 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not memopt --static-memory-plan="pools=sram:size=lots" %s 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not memopt --static-memory-plan="pools=a,a" %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not memopt --static-memory-plan="pools=@%S/Inputs/missing.json" %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not memopt --static-memory-plan="device=@%S/Inputs/bad-device.json" %s 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not memopt --static-memory-plan="memory-map=%t.txt" %s 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not memopt --static-memory-plan="pools=a:spaces=0:align=48" %s 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not memopt --static-memory-plan="alignment=96" %s 2>&1 | FileCheck %s --check-prefix=PALIGN
// RUN: not memopt --static-memory-plan="entry=" %s 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not memopt --static-memory-plan="workspace=stack" %s 2>&1 | FileCheck %s --check-prefix=WS
// RUN: not memopt --static-memory-plan="pools=sram:spaces=0" %s 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: memopt --static-memory-plan="pools=sram:spaces=0+1:size=64K:align=128" %s | FileCheck %s --check-prefix=OK

// Option values are checked before anything runs, with a caret under the
// value (as every pass option's).
// KEY: <--static-memory-plan>:1:7: error: option 'pools': pool 'sram': unknown key 'sizes' (known: size, spaces, align, constants, io, kind)
// KEY-NEXT: pools=sram:sizes=1
// KEY-NEXT: {{^      \^$}}
// SIZE: error: option 'pools': pool 'sram': 'lots' is not a byte count
// TWICE: error: option 'pools': pool 'a' declared twice
// MISSING: error: option 'pools': cannot read '{{.*}}missing.json': no such file or directory
// DEVICE: error: option 'device': {{.*}}bad-device.json:4:{{[0-9]+}}: json: unknown field "poools"
// MAP: error: option 'memory-map': '{{.*}}.txt' must end in .json or .h
// ALIGN: error: option 'pools': pool 'a': alignment must be a power of two from 1 to 4294967296, got 48
// PALIGN: error: option 'alignment': must be a power of two from 1 to 4294967296, got 96
// ENTRY: error: option 'entry': empty function name in ''
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
