// A private function whose scratch buffer has the size of its argument;
// every call site passes a constant (3 or 7), so the size is bounded by 7
// across the calls.
func.func private @scaled_sum(%n: index, %scale: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %scale : f32
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %tmp = memref.alloc(%n) : memref<?xf32>
  linalg.add ins(%buf, %buf : memref<?xf32>, memref<?xf32>) outs(%tmp : memref<?xf32>)
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %tmp[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %out = memref.alloc() : memref<3xf32>
  %a = call @scaled_sum(%c3, %one) : (index, f32) -> f32
  memref.store %a, %out[%c0] : memref<3xf32>
  %b = call @scaled_sum(%c7, %half) : (index, f32) -> f32
  memref.store %b, %out[%c1] : memref<3xf32>
  %c = call @scaled_sum(%c7, %one) : (index, f32) -> f32
  memref.store %c, %out[%c2] : memref<3xf32>
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
