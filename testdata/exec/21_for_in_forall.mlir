// An scf.for inside a forall: each thread accumulates into its own buffer
// over the loop, with a fresh temporary per iteration.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<6x16xf32>
  scf.forall (%i) in (6) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %acc = memref.alloc() : memref<16xf32>
    linalg.fill ins(%zero : f32) outs(%acc : memref<16xf32>)
    scf.for %n = %c0 to %c5 step %c1 {
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      %s = arith.addf %nf, %fi : f32
      %t = memref.alloc() : memref<16xf32>
      linalg.fill ins(%s : f32) outs(%t : memref<16xf32>)
      %u = memref.alloc() : memref<16xf32>
      linalg.mul ins(%t, %t : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
      %v = memref.alloc() : memref<16xf32>
      linalg.add ins(%acc, %u : memref<16xf32>, memref<16xf32>) outs(%v : memref<16xf32>)
      memref.copy %v, %acc : memref<16xf32> to memref<16xf32>
    }
    %row = memref.subview %out[%i, 0] [1, 16] [1, 1] : memref<6x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    memref.copy %acc, %row : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
  }
  %v = memref.cast %out : memref<6x16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
