// scf.parallel bodies are allocation scopes too.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %out = memref.alloc() : memref<6x16xf32>
  %base = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %base[%i] : memref<16xf32>
  }
  scf.parallel (%p) = (%c0) to (%c6) step (%c1) {
    %pi = arith.index_cast %p : index to i32
    %pf = arith.sitofp %pi : i32 to f32
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%pf : f32) outs(%t : memref<16xf32>)
    %u = memref.alloc() : memref<16xf32>
    linalg.add ins(%t, %base : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
    %v = memref.alloc() : memref<16xf32>
    linalg.mul ins(%u, %u : memref<16xf32>, memref<16xf32>) outs(%v : memref<16xf32>)
    scf.for %j = %c0 to %c16 step %c1 {
      %x = memref.load %v[%j] : memref<16xf32>
      memref.store %x, %out[%p, %j] : memref<6x16xf32>
    }
    scf.reduce
  }
  %r = memref.cast %out : memref<6x16xf32> to memref<*xf32>
  call @printMemrefF32(%r) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
