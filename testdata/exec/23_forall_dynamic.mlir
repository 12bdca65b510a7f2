// A forall with a dynamic bound stays a scope of its own; the constant
// forall inside it is hoisted into it. @work is called with 3 outer
// threads.
func.func @work(%n: index, %out: memref<3x2x16xf32>) {
  scf.forall (%i) in (%n) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%fi : f32) outs(%a : memref<16xf32>)
    scf.forall (%j) in (2) {
      %jj = arith.index_cast %j : index to i32
      %fj = arith.sitofp %jj : i32 to f32
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%fj : f32) outs(%b : memref<16xf32>)
      %c = memref.alloc() : memref<16xf32>
      linalg.sub ins(%a, %b : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
      %row = memref.subview %out[%i, %j, 0] [1, 1, 16] [1, 1, 1] : memref<3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%c, %c : memref<16xf32>, memref<16xf32>) outs(%row : memref<16xf32, strided<[1], offset: ?>>)
    }
    %z = memref.alloc() : memref<16xf32>
    linalg.fill ins(%fi : f32) outs(%z : memref<16xf32>)
    %first = memref.subview %out[%i, 0, 0] [1, 1, 16] [1, 1, 1] : memref<3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%z, %first : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%first : memref<16xf32, strided<[1], offset: ?>>)
  }
  return
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<3x2x16xf32>
  %tmp = memref.alloc() : memref<16xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%tmp : memref<16xf32>)
  %tmp2 = memref.alloc() : memref<16xf32>
  linalg.add ins(%tmp, %tmp : memref<16xf32>, memref<16xf32>) outs(%tmp2 : memref<16xf32>)
  call @work(%c3, %out) : (index, memref<3x2x16xf32>) -> ()
  %u = memref.cast %out : memref<3x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %tmp2 : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
