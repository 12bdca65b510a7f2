// A public function returns a fresh buffer of n elements; the caller calls
// it in a loop with n = 2 .. 5 and folds each result into a fixed row.
func.func @ramp(%n: index, %s: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %s : f32
    memref.store %v, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<5xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<5xf32>)
  scf.for %n = %c2 to %c6 step %c1 {
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %r = func.call @ramp(%n, %nf) : (index, f32) -> memref<?xf32>
    %dst = memref.subview %acc[0] [%n] [1] : memref<5xf32> to memref<?xf32, strided<[1]>>
    linalg.add ins(%dst, %r : memref<?xf32, strided<[1]>>, memref<?xf32>) outs(%dst : memref<?xf32, strided<[1]>>)
  }
  %u = memref.cast %acc : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
