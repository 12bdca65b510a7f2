// Temporaries allocated inside an scf.for body and only used there are
// not extended over the loop: they share bytes with each other.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<8x8xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<8x8xf32>)
  %out = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %x = arith.addf %fi, %one : f32
    %g = memref.alloc() : memref<8x8xf32>
    linalg.fill ins(%x : f32) outs(%g : memref<8x8xf32>)
    %h = memref.alloc() : memref<8x8xf32>
    linalg.mul ins(%g, %g : memref<8x8xf32>, memref<8x8xf32>) outs(%h : memref<8x8xf32>)
    %k = memref.alloc() : memref<8x8xf32>
    linalg.add ins(%h, %acc : memref<8x8xf32>, memref<8x8xf32>) outs(%k : memref<8x8xf32>)
    %m = memref.alloc() : memref<8x8xf32>
    linalg.fill ins(%zero : f32) outs(%m : memref<8x8xf32>)
    linalg.matmul ins(%k, %k : memref<8x8xf32>, memref<8x8xf32>) outs(%m : memref<8x8xf32>)
    linalg.add ins(%acc, %k : memref<8x8xf32>, memref<8x8xf32>) outs(%acc : memref<8x8xf32>)
    memref.store %fi, %acc[%i, %i] : memref<8x8xf32>
    linalg.copy ins(%m : memref<8x8xf32>) outs(%out : memref<8x8xf32>)
  }
  %u = memref.cast %out : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %acc : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
