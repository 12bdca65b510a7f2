// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Buffers whose rows are a loop's induction variable (1..8): planned at
// 8 rows.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<8x8xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<8x8xf32>)
  scf.for %i = %c1 to %c9 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.alloc(%i) : memref<?x8xf32>
    linalg.fill ins(%fi : f32) outs(%a : memref<?x8xf32>)
    %b = memref.alloc(%i) : memref<?x8xf32>
    linalg.add ins(%a, %a : memref<?x8xf32>, memref<?x8xf32>) outs(%b : memref<?x8xf32>)
    %dst = memref.subview %out[0, 0] [%i, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1]>>
    linalg.add ins(%b, %dst : memref<?x8xf32>, memref<?x8xf32, strided<[8, 1]>>) outs(%dst : memref<?x8xf32, strided<[8, 1]>>)
    memref.dealloc %b : memref<?x8xf32>
    memref.dealloc %a : memref<?x8xf32>
  }
  %u = memref.cast %out : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<8x8xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
