// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// A size chosen by a branch: 3 or 6 rows, bounded by 6.
func.func @run(%c: i1, %out: memref<6x2xf32>) {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.0 : f32
  %n = scf.if %c -> index {
    scf.yield %c3 : index
  } else {
    scf.yield %c6 : index
  }
  %a = memref.alloc(%n) : memref<?x2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x2xf32>)
  %dst = memref.subview %out[0, 0] [%n, 2] [1, 1] : memref<6x2xf32> to memref<?x2xf32, strided<[2, 1]>>
  linalg.add ins(%a, %dst : memref<?x2xf32>, memref<?x2xf32, strided<[2, 1]>>) outs(%dst : memref<?x2xf32, strided<[2, 1]>>)
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<6x2xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<6x2xf32>)
  call @run(%t, %out) : (i1, memref<6x2xf32>) -> ()
  call @run(%f, %out) : (i1, memref<6x2xf32>) -> ()
  call @run(%t, %out) : (i1, memref<6x2xf32>) -> ()
  %u = memref.cast %out : memref<6x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
