func.func @loads(%a: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

// -----

#map = affine_map<(d0) -> (d0 * 2)>
func.func @loop(%n: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.000000e+00 : f32
  %buf = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    %j = affine.apply #map(%i)
    memref.store %cst, %buf[%j] : memref<16xf32>
  }
  return %buf : memref<16xf32>
}

// -----

func.func @branch(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  %m:2 = "test.multi"(%r) {note = "kept"} : (i32) -> (i32, i1)
  return %m#0 : i32
}

// -----

func.func @views(%n: index) {
  %a = memref.alloc() : memref<256xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<256xi8> to memref<8x8xf32>
  %s = memref.subview %v[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.dealloc %a : memref<256xi8>
  return
}
