// A function whose loop bounds and step are arguments, called with two
// different iteration spaces: the copy index uses the dynamic lower bound
// and step.
// MULTIBUFFER: factor=3
// TRANSFORM: factor = 3 : i64
// MULTIBUFFERED: 1
func.func @work(%in: memref<40xf32>, %out: memref<40xf32>, %lb: index, %ub: index, %st: index) {
  %c1 = arith.constant 1 : index
  %tmp = memref.alloc() {multibuffer} : memref<2xf32>
  scf.for %i = %lb to %ub step %st {
    %s = memref.subview %in[%i] [2] [1] : memref<40xf32> to memref<2xf32, strided<[1], offset: ?>>
    memref.copy %s, %tmp : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>
    %x = memref.load %tmp[%c1] : memref<2xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %tmp[%c1] : memref<2xf32>
    %o = memref.subview %out[%i] [2] [1] : memref<40xf32> to memref<2xf32, strided<[1], offset: ?>>
    linalg.add ins(%tmp, %o : memref<2xf32>, memref<2xf32, strided<[1], offset: ?>>) outs(%o : memref<2xf32, strided<[1], offset: ?>>)
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c38 = arith.constant 38 : index
  %c40 = arith.constant 40 : index
  %one = arith.constant 1.0 : f32
  %in = memref.alloc() : memref<40xf32>
  %out = memref.alloc() : memref<40xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<40xf32>)
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<40xf32>
  }
  call @work(%in, %out, %c1, %c38, %c3) : (memref<40xf32>, memref<40xf32>, index, index, index) -> ()
  call @work(%in, %out, %c2, %c38, %c7) : (memref<40xf32>, memref<40xf32>, index, index, index) -> ()
  %u = memref.cast %out : memref<40xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
