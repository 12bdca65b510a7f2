// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Decode-style: step t (1, 4, 7, ... 16) reads the first t rows of a fixed
// 16x4 cache (subview + memref.dim), scales them into a buffer of t rows
// and adds them to the output.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %cache = memref.alloc() : memref<16x4xf32>
  %out = memref.alloc() : memref<16x4xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<16x4xf32>)
  scf.for %r = %c0 to %c16 step %c1 {
    %rr = arith.index_cast %r : index to i32
    %fr = arith.sitofp %rr : i32 to f32
    %row = memref.subview %cache[%r, 0] [1, 4] [1, 1] : memref<16x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.fill ins(%fr : f32) outs(%row : memref<4xf32, strided<[1], offset: ?>>)
  }
  scf.for %t = %c1 to %c17 step %c3 {
    %n = affine.min affine_map<(d0) -> (d0, 16)>(%t)
    %keys = memref.subview %cache[0, 0] [%n, 4] [1, 1] : memref<16x4xf32> to memref<?x4xf32, strided<[4, 1]>>
    %rows = memref.dim %keys, %c0 : memref<?x4xf32, strided<[4, 1]>>
    %k = memref.alloc(%rows) : memref<?x4xf32>
    memref.copy %keys, %k : memref<?x4xf32, strided<[4, 1]>> to memref<?x4xf32>
    %h = memref.alloc(%rows) : memref<?x4xf32>
    linalg.fill ins(%half : f32) outs(%h : memref<?x4xf32>)
    %s = memref.alloc(%rows) : memref<?x4xf32>
    linalg.mul ins(%k, %h : memref<?x4xf32>, memref<?x4xf32>) outs(%s : memref<?x4xf32>)
    %dst = memref.subview %out[0, 0] [%rows, 4] [1, 1] : memref<16x4xf32> to memref<?x4xf32, strided<[4, 1]>>
    linalg.add ins(%s, %dst : memref<?x4xf32>, memref<?x4xf32, strided<[4, 1]>>) outs(%dst : memref<?x4xf32, strided<[4, 1]>>)
  }
  %u = memref.cast %out : memref<16x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
