// Two async.execute bodies may run at the same time, each with its own
// temporaries (planned in its own body) and its own output buffer of the
// caller; both outputs live until their awaits, so the caller's
// temporaries in between get other bytes.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  %x = memref.alloc() : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  %ta = async.execute {
    %t1 = memref.alloc() : memref<16xf32>
    %t2 = memref.alloc() : memref<16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %t1[%i] : memref<16xf32>
      %g = arith.mulf %f, %two : f32
      memref.store %g, %t2[%i] : memref<16xf32>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      %a = memref.load %t1[%i] : memref<16xf32>
      %b = memref.load %t2[%i] : memref<16xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %x[%i] : memref<16xf32>
    }
    async.yield
  }
  %tb = async.execute {
    %t3 = memref.alloc() : memref<16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %g = arith.subf %ten, %f : f32
      memref.store %g, %t3[%i] : memref<16xf32>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      %a = memref.load %t3[%i] : memref<16xf32>
      %s = arith.mulf %a, %a : f32
      memref.store %s, %y[%i] : memref<16xf32>
    }
    async.yield
  }
  %mid = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %ten, %mid[%i] : memref<16xf32>
  }
  %mid2 = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %mid[%i] : memref<16xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %mid2[%i] : memref<16xf32>
  }
  async.await %ta : !async.token
  async.await %tb : !async.token
  %res = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %a = memref.load %x[%i] : memref<16xf32>
    %b = memref.load %y[%i] : memref<16xf32>
    %m = memref.load %mid2[%i] : memref<16xf32>
    %s = arith.addf %a, %b : f32
    %r = arith.addf %s, %m : f32
    memref.store %r, %res[%i] : memref<16xf32>
  }
  %u = memref.cast %res : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
