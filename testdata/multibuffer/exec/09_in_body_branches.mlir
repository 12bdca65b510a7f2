// Buffers allocated in the body of an unmarked loop (factor 3) and used in
// scf.if branches, next to an accumulator that must stay one buffer (its
// value flows from one iteration to the next).
// MULTIBUFFER: factor=3
// MULTIBUFFERED: 1
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<6xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<6xf32>)
  %hist = memref.alloc() : memref<7x6xf32>
  scf.for %i = %c0 to %c7 step %c1 {
    %t = memref.alloc() : memref<6xf32>
    linalg.generic {indexing_maps = [affine_map<(j) -> (j)>], iterator_types = ["parallel"]} outs(%t : memref<6xf32>) {
    ^bb0(%o: f32):
      %j = linalg.index 0 : index
      %k = arith.addi %j, %i : index
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      linalg.yield %f : f32
    }
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      linalg.add ins(%acc, %t : memref<6xf32>, memref<6xf32>) outs(%acc : memref<6xf32>)
    } else {
      linalg.sub ins(%acc, %t : memref<6xf32>, memref<6xf32>) outs(%acc : memref<6xf32>)
    }
    %h = memref.subview %hist[%i, 0] [1, 6] [1, 1] : memref<7x6xf32> to memref<6xf32, strided<[1], offset: ?>>
    memref.copy %acc, %h : memref<6xf32> to memref<6xf32, strided<[1], offset: ?>>
  }
  %u = memref.cast %hist : memref<7x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
