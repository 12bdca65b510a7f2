// RUN: memopt --static-memory-plan="pools=sram:size=1024,dram:size=2048 planner=cost-model" %s --verify-diagnostics -o %t

// sram and dram hold 3 KiB together but @main keeps %big (2 KiB) and %mid
// (1 KiB) live across the call of @f, whose %tmp (1 KiB) is live at the same
// time: 4 KiB at the peak. %big and %mid move from sram to dram, which
// then overflows too (%big and @f's %tmp); the error names the pool, its
// limit, the bytes needed and the largest buffers live at the peak, each
// with its file:line:col, and adds a note at each of them.

func.func @f(%x: memref<256xf32>) {
  // expected-note @+1 {{%alloc in @f (1024 bytes) is live at the peak of pool 'dram'}}
  %tmp = memref.alloc() : memref<256xf32>
  memref.copy %x, %tmp : memref<256xf32> to memref<256xf32>
  "test.use"(%tmp) : (memref<256xf32>) -> ()
  return
}

func.func @main() {
  // expected-error-re @+2 {{static-memory-plan: pool 'dram' overflows: limit 2048 bytes, needs 3072 bytes, and no buffer live at its peak can move to another pool; largest live buffers at the peak: %alloc in @main (2048 bytes) at {{.*}}overflow.mlir:21:10, %alloc in @f (1024 bytes) at {{.*}}overflow.mlir:12:10}}
  // expected-note @+1 {{%alloc in @main (2048 bytes) is live at the peak of pool 'dram'}}
  %big = memref.alloc() : memref<512xf32>
  %mid = memref.alloc() : memref<256xf32>
  "test.fill"(%big, %mid) : (memref<512xf32>, memref<256xf32>) -> ()
  call @f(%mid) : (memref<256xf32>) -> ()
  "test.use"(%big, %mid) : (memref<512xf32>, memref<256xf32>) -> ()
  return
}
