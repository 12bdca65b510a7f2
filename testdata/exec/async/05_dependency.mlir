// A chain: the second body waits for the first one's token and reads the
// buffer it wrote; awaiting the second token means both are complete, so
// both buffers of the caller live until that await and no longer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %k = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %t1 = async.execute {
    scf.for %i = %c0 to %c10 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %a[%i] : memref<10xf32>
    }
    async.yield
  }
  %t2 = async.execute [%t1] {
    %tmp = memref.alloc() : memref<10xf32>
    scf.for %i = %c0 to %c10 step %c1 {
      %v = memref.load %a[%i] : memref<10xf32>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %tmp[%i] : memref<10xf32>
    }
    scf.for %i = %c0 to %c10 step %c1 {
      %v = memref.load %tmp[%i] : memref<10xf32>
      %w = arith.subf %v, %k : f32
      memref.store %w, %b[%i] : memref<10xf32>
    }
    async.yield
  }
  %side = memref.alloc() : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    memref.store %k, %side[%i] : memref<10xf32>
  }
  async.await %t2 : !async.token
  %after = memref.alloc() : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %v = memref.load %b[%i] : memref<10xf32>
    %s = memref.load %side[%i] : memref<10xf32>
    %w = arith.addf %v, %s : f32
    memref.store %w, %after[%i] : memref<10xf32>
  }
  %u = memref.cast %after : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
