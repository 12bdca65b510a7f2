// Sizes read from memory at run time: nothing bounds them. A buffer of
// n = data[0] elements, then one of n * m with m = data[1], each used and
// summed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %sizes = memref.alloc() : memref<2xi32>
  %five = arith.constant 5 : i32
  %three = arith.constant 3 : i32
  memref.store %five, %sizes[%c0] : memref<2xi32>
  memref.store %three, %sizes[%c1] : memref<2xi32>
  %n32 = memref.load %sizes[%c0] : memref<2xi32>
  %m32 = memref.load %sizes[%c1] : memref<2xi32>
  %n = arith.index_cast %n32 : i32 to index
  %m = arith.index_cast %m32 : i32 to index
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %nm = arith.muli %n, %m : index
  %b = memref.alloc(%nm) : memref<?xf32>
  scf.for %i = %c0 to %nm step %c1 {
    %j = arith.remui %i, %n : index
    %v = memref.load %a[%j] : memref<?xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %w = arith.addf %v, %f : f32
    memref.store %w, %b[%i] : memref<?xf32>
  }
  %out = memref.alloc() : memref<2xf32>
  %s = scf.for %i = %c0 to %nm step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %b[%i] : memref<?xf32>
    %r = arith.addf %acc, %v : f32
    scf.yield %r : f32
  }
  memref.store %s, %out[%c0] : memref<2xf32>
  %nf = arith.index_cast %nm : index to i32
  %nff = arith.sitofp %nf : i32 to f32
  memref.store %nff, %out[%c1] : memref<2xf32>
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
