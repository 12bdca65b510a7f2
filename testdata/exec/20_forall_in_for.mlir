// A forall inside an scf.for: every outer iteration allocates a buffer
// before the forall and one after it; the forall's threads' buffers reuse
// their bytes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<3x4x16xf32>
  %acc = memref.alloc() : memref<3x16xf32>
  scf.for %n = %c0 to %c3 step %c1 {
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %x = memref.alloc() : memref<16xf32>
    linalg.fill ins(%nf : f32) outs(%x : memref<16xf32>)
    %xr = memref.subview %acc[%n, 0] [1, 16] [1, 1] : memref<3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%xr : memref<16xf32, strided<[1], offset: ?>>)
    scf.forall (%i) in (4) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %a = memref.alloc() : memref<16xf32>
      linalg.fill ins(%fi : f32) outs(%a : memref<16xf32>)
      %b = memref.alloc() : memref<16xf32>
      linalg.add ins(%a, %xr : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%b : memref<16xf32>)
      %row = memref.subview %out[%n, %i, 0] [1, 1, 16] [1, 1, 1] : memref<3x4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.mul ins(%b, %a : memref<16xf32>, memref<16xf32>) outs(%row : memref<16xf32, strided<[1], offset: ?>>)
    }
    %y = memref.alloc() : memref<16xf32>
    linalg.fill ins(%nf : f32) outs(%y : memref<16xf32>)
    linalg.add ins(%y, %xr : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%xr : memref<16xf32, strided<[1], offset: ?>>)
  }
  %u = memref.cast %out : memref<3x4x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %acc : memref<3x16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
