// Private functions returning buffers: out-params for the allocated ones
// (copied, or hoisted to the callers), dropped results for the argument
// returned, dynamic sizes passed by the callers.
func.func private @make(%x: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}
func.func private @scale(%m: memref<4xf32>, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xf32>
    %s = arith.mulf %v, %x : f32
    memref.store %s, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}
func.func private @ramp(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return %a : memref<?xf32>
}
func.func @main() {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %m = call @make(%two) : (f32) -> memref<4xf32>
  %s = call @scale(%m, %three) : (memref<4xf32>, f32) -> memref<4xf32>
  %u = memref.cast %s : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %c6 = arith.constant 6 : index
  %r = call @ramp(%c6) : (index) -> memref<?xf32>
  %v = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
