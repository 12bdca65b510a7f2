// OPTIONS: pools=sram:size=1024:align=64,dram:align=64 planner=cost-model
// sram holds 1024 bytes; the program needs more at its peak (@conv's
// 1024-byte window plus main's buffers), so the largest buffers live at
// sram's peak fall back to dram and both pools are checked for overlaps.
func.func @conv(%in: memref<64xf32>, %out: memref<64xf32>) {
  %win = memref.alloc() : memref<256xf32>
  %acc = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c0 to %c256 step %c1 {
    %j = arith.remui %i, %c64 : index
    %v = memref.load %in[%j] : memref<64xf32>
    %q = arith.divui %i, %c64 : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %w = arith.mulf %v, %qf : f32
    memref.store %w, %win[%i] : memref<256xf32>
  }
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%acc : memref<64xf32>)
  scf.for %k = %c0 to %c4 step %c1 {
    %off = arith.muli %k, %c64 : index
    scf.for %i = %c0 to %c64 step %c1 {
      %idx = arith.addi %off, %i : index
      %v = memref.load %win[%idx] : memref<256xf32>
      %a = memref.load %acc[%i] : memref<64xf32>
      %s = arith.addf %a, %v : f32
      memref.store %s, %acc[%i] : memref<64xf32>
    }
  }
  memref.copy %acc, %out : memref<64xf32> to memref<64xf32>
  return
}

func.func @main() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<64xf32>
  }
  call @conv(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  call @conv(%b, %a) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %a : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
