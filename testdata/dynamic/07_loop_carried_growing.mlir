// A loop carrying a buffer that grows: each iteration allocates a buffer
// one element longer, copies the previous one into it, appends a value
// and passes it on; only the last one is still needed after the loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %first = memref.alloc(%c1) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %first[%c0] : memref<?xf32>
  %last = scf.for %i = %c1 to %c6 step %c1 iter_args(%buf = %first) -> (memref<?xf32>) {
    %n = arith.addi %i, %c1 : index
    %next = memref.alloc(%n) : memref<?xf32>
    %head = memref.subview %next[0] [%i] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    memref.copy %buf, %head : memref<?xf32> to memref<?xf32, strided<[1]>>
    %prev = memref.load %buf[%c0] : memref<?xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.addf %prev, %f : f32
    memref.store %v, %next[%i] : memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  %u = memref.cast %last : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
