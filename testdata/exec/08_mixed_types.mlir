// Temporaries of different element types and sizes (f32, f64, i32, i8):
// later, larger buffers make the planner extend chunks of dead ones.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc() : memref<32xi32>
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<32xf32>
    %c3 = arith.constant 3 : i32
    %m = arith.muli %ii, %c3 : i32
    memref.store %m, %b[%i] : memref<32xi32>
  }
  %d = memref.alloc() : memref<32xf64>
  scf.for %i = %c0 to %c32 step %c1 {
    %x = memref.load %a[%i] : memref<32xf32>
    %y = memref.load %b[%i] : memref<32xi32>
    %yf = arith.sitofp %y : i32 to f32
    %s = arith.addf %x, %yf : f32
    %e = arith.extf %s : f32 to f64
    memref.store %e, %d[%i] : memref<32xf64>
  }
  %bytes = memref.alloc() : memref<32xi8>
  scf.for %i = %c0 to %c32 step %c1 {
    %e = memref.load %d[%i] : memref<32xf64>
    %t = arith.fptosi %e : f64 to i8
    memref.store %t, %bytes[%i] : memref<32xi8>
  }
  %big = memref.alloc() : memref<32x2xf64>
  scf.for %i = %c0 to %c32 step %c1 {
    %t = memref.load %bytes[%i] : memref<32xi8>
    %w = arith.sitofp %t : i8 to f64
    %e = memref.load %d[%i] : memref<32xf64>
    memref.store %w, %big[%i, %c0] : memref<32x2xf64>
    memref.store %e, %big[%i, %c1] : memref<32x2xf64>
  }
  %out = memref.alloc() : memref<32x2xf32>
  scf.for %i = %c0 to %c32 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      %e = memref.load %big[%i, %j] : memref<32x2xf64>
      %g = memref.load %big[%i, %c1] : memref<32x2xf64>
      %h = arith.addf %e, %g : f64
      %t = arith.truncf %h : f64 to f32
      memref.store %t, %out[%i, %j] : memref<32x2xf32>
      memref.store %t, %out[%i, %c1] : memref<32x2xf32>
    }
  }
  %u = memref.cast %out : memref<32x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
