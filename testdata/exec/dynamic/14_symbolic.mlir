// DYNAMIC-LEFT: 4
// STATIC-LEFT: 4
// SYMBOLIC-LEFT: 1
// Sizes nothing bounds (arguments of a public function): merge-alloc
// leaves them to run time; with symbolic, the four buffers of @run share
// one run-time allocation sized at the entry (%a and %b live together,
// %c and %d after them reuse their space).
func.func @run(%n: index, %m: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %nn = arith.index_cast %n : index to i32
  %fn = arith.sitofp %nn : i32 to f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%fn : f32) outs(%a : memref<?xf32>)
  %b = memref.alloc(%n, %m) : memref<?x?xf32>
  %ab = memref.subview %b[0, 0] [%n, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?]>>
  linalg.add ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%ab : memref<?xf32, strided<[?]>>)
  %dst = memref.subview %out[0] [%n] [1] : memref<16xf32> to memref<?xf32, strided<[1]>>
  linalg.add ins(%ab, %dst : memref<?xf32, strided<[?]>>, memref<?xf32, strided<[1]>>) outs(%dst : memref<?xf32, strided<[1]>>)
  scf.for %i = %c0 to %c3 step %c1 {
    %c = memref.alloc(%m) : memref<?xf32>
    %src = memref.subview %out[0] [%m] [1] : memref<16xf32> to memref<?xf32, strided<[1]>>
    linalg.add ins(%src, %src : memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>) outs(%c : memref<?xf32>)
    %d = memref.alloc(%m) : memref<?xf32>
    linalg.sub ins(%c, %src : memref<?xf32>, memref<?xf32, strided<[1]>>) outs(%d : memref<?xf32>)
    linalg.add ins(%d, %src : memref<?xf32>, memref<?xf32, strided<[1]>>) outs(%src : memref<?xf32, strided<[1]>>)
  }
  return
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %small = arith.constant 0.01 : f32
  %out = memref.alloc() : memref<16xf32>
  linalg.fill ins(%small : f32) outs(%out : memref<16xf32>)
  call @run(%c5, %c3, %out) : (index, index, memref<16xf32>) -> ()
  call @run(%c3, %c2, %out) : (index, index, memref<16xf32>) -> ()
  %u = memref.cast %out : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
