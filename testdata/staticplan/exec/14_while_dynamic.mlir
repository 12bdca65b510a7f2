// An scf.while loop calling a function until a condition holds, and a
// buffer whose size is only known at run time: the dynamic buffer stays a
// memref.alloc (with a remark), every static one is planned.
func.func @halve(%in: memref<16xf32>, %out: memref<16xf32>) -> f32 {
  %t = memref.alloc() : memref<16xf32>
  %h = arith.constant 0.5 : f32
  linalg.fill ins(%h : f32) outs(%t : memref<16xf32>)
  linalg.mul ins(%in, %t : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  %c0 = arith.constant 0 : index
  %v = memref.load %out[%c0] : memref<16xf32>
  return %v : f32
}

func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.constant 100.0 : f32
    %h = arith.addf %f, %g : f32
    memref.store %h, %a[%i] : memref<16xf32>
  }
  %limit = arith.constant 10.0 : f32
  %n = scf.while (%k = %c0) : (index) -> index {
    %v = memref.load %a[%c0] : memref<16xf32>
    %more = arith.cmpf ogt, %v, %limit : f32
    scf.condition(%more) %k : index
  } do {
  ^bb0(%k: index):
    %r = func.call @halve(%a, %b) : (memref<16xf32>, memref<16xf32>) -> f32
    memref.copy %b, %a : memref<16xf32> to memref<16xf32>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1 : index
  }
  %dyn = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<16xf32>
    memref.store %v, %dyn[%i] : memref<?xf32>
  }
  %u = memref.cast %dyn : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %dyn : memref<?xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
