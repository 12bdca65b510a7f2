// async.execute inside async.execute: the outer body's buffer used by the
// inner body lives until the inner await, inside the outer body; each
// body plans its own temporaries.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  %out = memref.alloc() : memref<8xf32>
  %t = async.execute {
    %shared = memref.alloc() : memref<8xf32>
    %inner = async.execute {
      %tmp = memref.alloc() : memref<8xf32>
      scf.for %i = %c0 to %c8 step %c1 {
        %n = arith.index_cast %i : index to i32
        %f = arith.sitofp %n : i32 to f32
        memref.store %f, %tmp[%i] : memref<8xf32>
      }
      scf.for %i = %c0 to %c8 step %c1 {
        %v = memref.load %tmp[%i] : memref<8xf32>
        %w = arith.mulf %v, %two : f32
        memref.store %w, %shared[%i] : memref<8xf32>
      }
      async.yield
    }
    %local = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      memref.store %two, %local[%i] : memref<8xf32>
    }
    async.await %inner : !async.token
    scf.for %i = %c0 to %c8 step %c1 {
      %a = memref.load %shared[%i] : memref<8xf32>
      %b = memref.load %local[%i] : memref<8xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%i] : memref<8xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
