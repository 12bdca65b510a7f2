// RUN: memopt --static-memory-plan="device=@%S/Inputs/small-device.json planner=cost-model" %s --verify-diagnostics -o %t

// The data region of the tiny device is 1 KiB at 0x1000: 768 bytes of
// constants grow up from 0x1000 and the 512-byte workspace pool grows down
// from 0x1400; the two ends would meet, 256 bytes short.

memref.global "private" constant @w : memref<192xf32> = dense<1.0>

// expected-error @+1 {{static-memory-plan: device region 'data' [0x1000, 0x1400) is too small: constants grow up from 0x1000 to 0x1300 (768 bytes) and the per-inference pools grow down from 0x1400 to 0x1200 (512 bytes); they collide, 256 bytes short}}
func.func @main() {
  %w = memref.get_global @w : memref<192xf32>
  %a = memref.alloc() : memref<128xf32>
  "test.use"(%w, %a) : (memref<192xf32>, memref<128xf32>) -> ()
  return
}
