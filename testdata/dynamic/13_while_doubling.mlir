// scf.while carrying a buffer that doubles in size until its last element
// passes a limit read from memory: neither the trip count nor the sizes
// are bounded.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cfg = memref.alloc() : memref<1xf32>
  %limit = arith.constant 20.0 : f32
  memref.store %limit, %cfg[%c0] : memref<1xf32>
  %start = memref.alloc(%c1) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%start : memref<?xf32>)
  %r:2 = scf.while (%buf = %start, %n = %c1) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %last = arith.subi %n, %c1 : index
    %v = memref.load %buf[%last] : memref<?xf32>
    %lim = memref.load %cfg[%c0] : memref<1xf32>
    %go = arith.cmpf olt, %v, %lim : f32
    scf.condition(%go) %buf, %n : memref<?xf32>, index
  } do {
  ^bb0(%buf: memref<?xf32>, %n: index):
    %m = arith.muli %n, %c2 : index
    %next = memref.alloc(%m) : memref<?xf32>
    %lo = memref.subview %next[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %hi = memref.subview %next[%n] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %buf, %lo : memref<?xf32> to memref<?xf32, strided<[1]>>
    linalg.add ins(%buf, %buf : memref<?xf32>, memref<?xf32>) outs(%hi : memref<?xf32, strided<[1], offset: ?>>)
    scf.yield %next, %m : memref<?xf32>, index
  }
  %u = memref.cast %r#0 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
