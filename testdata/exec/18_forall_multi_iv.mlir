// A forall with two induction variables, lower bounds and steps: thread
// (%i, %j) with %i in {1, 4, 7} and %j in {0, 2} writes out[%i][%j].
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<9x3x16xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<9x3x16xf32>)
  %pre = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%pre : memref<16xf32>)
  scf.forall (%i, %j) = (1, 0) to (9, 3) step (3, 2) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s = arith.muli %ii, %jj : i32
    %t = arith.addi %s, %ii : i32
    %f = arith.sitofp %t : i32 to f32
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.add ins(%a, %pre : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.for %k = %c0 to %c4 step %c1 {
      %x = memref.load %b[%k] : memref<16xf32>
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %y = arith.addf %x, %kf : f32
      memref.store %y, %b[%k] : memref<16xf32>
    }
    %c = memref.alloc() : memref<16xf32>
    linalg.mul ins(%b, %a : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
    %row = memref.subview %out[%i, %j, 0] [1, 1, 16] [1, 1, 1] : memref<9x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    %d = memref.alloc() : memref<16xf32>
    linalg.add ins(%c, %c : memref<16xf32>, memref<16xf32>) outs(%d : memref<16xf32>)
    memref.copy %d, %row : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
  }
  %u = memref.cast %out : memref<9x3x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
