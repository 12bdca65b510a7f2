// OPTIONS: planner=cost-model
// MAXPATH
// POOL: workspace=1024
// @scale is called from @main and from @twice (itself called from @main):
// three call paths, so it takes its workspace as a trailing memref<Nxi8>
// argument and each caller passes a view at the planned offset. main's %a
// and %b (512 bytes) live across both calls; @twice holds %t (256) across
// its two calls of @scale (256): 512 + 256 + 256 = 1024.
func.func @scale(%in: memref<64xf32>, %out: memref<64xf32>, %k: f32) {
  %t = memref.alloc() : memref<64xf32>
  linalg.fill ins(%k : f32) outs(%t : memref<64xf32>)
  linalg.mul ins(%in, %t : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

func.func @twice(%in: memref<64xf32>, %out: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  %k2 = arith.constant 2.0 : f32
  %k3 = arith.constant 3.0 : f32
  call @scale(%in, %t, %k2) : (memref<64xf32>, memref<64xf32>, f32) -> ()
  call @scale(%t, %out, %k3) : (memref<64xf32>, memref<64xf32>, f32) -> ()
  return
}

func.func @main() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    memref.store %f, %a[%i] : memref<64xf32>
  }
  %k = arith.constant 0.5 : f32
  call @scale(%a, %b, %k) : (memref<64xf32>, memref<64xf32>, f32) -> ()
  call @twice(%b, %a) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %a : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
