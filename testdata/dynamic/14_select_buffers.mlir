// arith.select between two dynamic-size buffers (a min/max of their
// sums decides): the survivor is read after the select, and a third
// buffer of the selected size receives the result.
func.func private @fill_ramp(%n: index, %s: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.addf %f, %s : f32
    memref.store %v, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %s1 = arith.constant 10.0 : f32
  %s2 = arith.constant -4.0 : f32
  %a = call @fill_ramp(%c3, %s1) : (index, f32) -> memref<?xf32>
  %b = call @fill_ramp(%c5, %s2) : (index, f32) -> memref<?xf32>
  %va = memref.load %a[%c0] : memref<?xf32>
  %vb = memref.load %b[%c0] : memref<?xf32>
  %pick = arith.cmpf olt, %va, %vb : f32
  %sel = arith.select %pick, %a, %b : memref<?xf32>
  %n = memref.dim %sel, %c0 : memref<?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  linalg.add ins(%sel, %sel : memref<?xf32>, memref<?xf32>) outs(%out : memref<?xf32>)
  %u = memref.cast %out : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
