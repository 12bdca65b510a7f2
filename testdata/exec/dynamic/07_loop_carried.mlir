// DYNAMIC-LEFT: 1
// STATIC-LEFT: 0
// A loop carries a buffer of dynamic size: merge-alloc gives it two slots
// of one buffer at its bound (loop-carried=double-buffer), which like the
// initial buffer stays a run-time allocation because the result escapes
// into the call that prints it (the initial one is the dynamic one left);
// the static plan places all of them. The temporaries of each iteration
// are bounded by the induction variable and planned.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc(%c5) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<?xf32>)
  %r = scf.for %i = %c1 to %c5 step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %next = memref.alloc(%c5) : memref<?xf32>
    linalg.add ins(%acc, %acc : memref<?xf32>, memref<?xf32>) outs(%next : memref<?xf32>)
    %t = memref.alloc(%i) : memref<?xf32>
    %head = memref.subview %next[0] [%i] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    linalg.add ins(%head, %head : memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>) outs(%t : memref<?xf32>)
    linalg.add ins(%t, %head : memref<?xf32>, memref<?xf32, strided<[1]>>) outs(%head : memref<?xf32, strided<[1]>>)
    scf.yield %next : memref<?xf32>
  }
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
