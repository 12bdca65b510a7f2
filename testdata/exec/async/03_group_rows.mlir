// A loop starts one async.execute per row, each adding its token to a
// group; the rows' buffer (allocated before the loop) lives until the
// await_all after the loop. Each body's scratch row is its own.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %g = async.create_group %c4 : !async.group
  %m = memref.alloc() : memref<4x8xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    %t = async.execute {
      %row = memref.alloc() : memref<8xf32>
      scf.for %j = %c0 to %c8 step %c1 {
        %k = arith.muli %r, %c8 : index
        %s = arith.addi %k, %j : index
        %n = arith.index_cast %s : index to i32
        %f = arith.sitofp %n : i32 to f32
        memref.store %f, %row[%j] : memref<8xf32>
      }
      scf.for %j = %c0 to %c8 step %c1 {
        %v = memref.load %row[%j] : memref<8xf32>
        %w = arith.addf %v, %one : f32
        memref.store %w, %m[%r, %j] : memref<4x8xf32>
      }
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  %other = memref.alloc() : memref<4x8xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %one, %other[%r, %j] : memref<4x8xf32>
    }
  }
  async.await_all %g
  %res = memref.alloc() : memref<4x8xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %a = memref.load %m[%r, %j] : memref<4x8xf32>
      %b = memref.load %other[%r, %j] : memref<4x8xf32>
      %s = arith.subf %a, %b : f32
      memref.store %s, %res[%r, %j] : memref<4x8xf32>
    }
  }
  %u = memref.cast %res : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
