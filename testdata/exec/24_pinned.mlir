// Pinned and automatic placement (as in Kenneth Lee's buffer-allocation syntax): %a and %d are pinned in the
// arena with memopt.offset, the other temporaries are placed around them.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %w = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %w[%i] : memref<16xf32>
  }
  %a = memref.alloc() {memopt.offset = 128 : i64} : memref<16xf32>
  linalg.add ins(%w, %w : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<32xf32>
  %b0 = memref.subview %b[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
  %b1 = memref.subview %b[16] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1], offset: 16>>
  linalg.mul ins(%a, %w : memref<16xf32>, memref<16xf32>) outs(%b0 : memref<16xf32, strided<[1]>>)
  linalg.add ins(%a, %a : memref<16xf32>, memref<16xf32>) outs(%b1 : memref<16xf32, strided<[1], offset: 16>>)
  %c = memref.alloc() : memref<16xf32>
  linalg.sub ins(%b0, %a : memref<16xf32, strided<[1]>>, memref<16xf32>) outs(%c : memref<16xf32>)
  %d = memref.alloc() {memopt.offset = 0 : i64} : memref<16xf32>
  linalg.add ins(%c, %b1 : memref<16xf32>, memref<16xf32, strided<[1], offset: 16>>) outs(%d : memref<16xf32>)
  %e = memref.alloc() : memref<16xf32>
  linalg.mul ins(%d, %d : memref<16xf32>, memref<16xf32>) outs(%e : memref<16xf32>)
  %out = memref.alloc() : memref<16xf32>
  linalg.add ins(%e, %w : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  %u = memref.cast %out : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
