// Values handed from one body to the next as !async.value operands; the
// last body writes the caller's buffer, which lives until the await of a
// token of a body that took the first body's value.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %base = arith.constant 1.25 : f32
  %out = memref.alloc() : memref<6xf32>
  %t1, %v1 = async.execute -> !async.value<f32> {
    %tmp = memref.alloc() : memref<6xf32>
    scf.for %i = %c0 to %c6 step %c1 {
      memref.store %base, %tmp[%i] : memref<6xf32>
    }
    %x = memref.load %tmp[%c1] : memref<6xf32>
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  %t2 = async.execute (%v1 as %s: !async.value<f32>) {
    %tmp = memref.alloc() : memref<6xf32>
    scf.for %i = %c0 to %c6 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %g = arith.mulf %f, %s : f32
      memref.store %g, %tmp[%i] : memref<6xf32>
    }
    scf.for %i = %c0 to %c6 step %c1 {
      %v = memref.load %tmp[%i] : memref<6xf32>
      memref.store %v, %out[%i] : memref<6xf32>
    }
    async.yield
  }
  %early = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    memref.store %base, %early[%i] : memref<6xf32>
  }
  %e = memref.load %early[%c0] : memref<6xf32>
  async.await %t2 : !async.token
  %res = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %out[%i] : memref<6xf32>
    %w = arith.addf %v, %e : f32
    memref.store %w, %res[%i] : memref<6xf32>
  }
  %u = memref.cast %res : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
