// An async.execute body computes through two temporaries of its own (its
// own allocation scope: one arena in the body) into a buffer of the
// caller, which stays alive until the await; a caller temporary filled
// while the body may still run must not share its bytes.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %out = memref.alloc() : memref<8xf32>
  %t = async.execute {
    %sq = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %s = arith.mulf %f, %f : f32
      memref.store %s, %sq[%i] : memref<8xf32>
    }
    %sh = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %sq[%i] : memref<8xf32>
      %w = arith.mulf %v, %half : f32
      memref.store %w, %sh[%i] : memref<8xf32>
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %sh[%i] : memref<8xf32>
      %w = arith.addf %v, %half : f32
      memref.store %w, %out[%i] : memref<8xf32>
    }
    async.yield
  }
  %busy = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %three, %busy[%i] : memref<8xf32>
  }
  %acc = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %busy[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %acc[%i] : memref<8xf32>
  }
  async.await %t : !async.token
  %res = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %a = memref.load %out[%i] : memref<8xf32>
    %b = memref.load %acc[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %res[%i] : memref<8xf32>
  }
  %u = memref.cast %res : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
