// Bodies that return values: each sums a temporary of its own and yields
// the sum as an !async.value<f32>; the caller awaits the values.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %t1, %v1 = async.execute -> !async.value<f32> {
    %buf = memref.alloc() : memref<12xf32>
    scf.for %i = %c0 to %c12 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %buf[%i] : memref<12xf32>
    }
    %sum = scf.for %i = %c0 to %c12 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %buf[%i] : memref<12xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    async.yield %sum : f32
  }
  %t2, %v2:2 = async.execute -> (!async.value<f32>, !async.value<f32>) {
    %a = memref.alloc() : memref<12xf32>
    %b = memref.alloc() : memref<12xf32>
    scf.for %i = %c0 to %c12 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %g = arith.mulf %f, %f : f32
      memref.store %g, %a[%i] : memref<12xf32>
      memref.store %f, %b[%i] : memref<12xf32>
    }
    %sa, %sb = scf.for %i = %c0 to %c12 step %c1 iter_args(%x = %zero, %y = %zero) -> (f32, f32) {
      %va = memref.load %a[%i] : memref<12xf32>
      %vb = memref.load %b[%i] : memref<12xf32>
      %nx = arith.addf %x, %va : f32
      %ny = arith.subf %y, %vb : f32
      scf.yield %nx, %ny : f32, f32
    }
    async.yield %sa, %sb : f32, f32
  }
  %r1 = async.await %v1 : !async.value<f32>
  %r2 = async.await %v2#0 : !async.value<f32>
  %r3 = async.await %v2#1 : !async.value<f32>
  %out = memref.alloc() : memref<3xf32>
  memref.store %r1, %out[%c0] : memref<3xf32>
  memref.store %r2, %out[%c1] : memref<3xf32>
  memref.store %r3, %out[%c2] : memref<3xf32>
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
