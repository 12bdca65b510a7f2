// DYNAMIC-LEFT: 2
// STATIC-LEFT: 0
// A private function whose size argument is 3 or 5 at its two call sites:
// static-memory-plan bounds it across the calls (merge-alloc, one
// function at a time, leaves it to run time with a remark).
func.func private @work(%n: index, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %nn = arith.index_cast %n : index to i32
  %fn = arith.sitofp %nn : i32 to f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%fn : f32) outs(%a : memref<?xf32>)
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.add ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%b : memref<?xf32>)
  %dst = memref.subview %out[0] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
  linalg.add ins(%b, %dst : memref<?xf32>, memref<?xf32, strided<[1]>>) outs(%dst : memref<?xf32, strided<[1]>>)
  return
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<8xf32>)
  call @work(%c3, %out) : (index, memref<8xf32>) -> ()
  call @work(%c5, %out) : (index, memref<8xf32>) -> ()
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
