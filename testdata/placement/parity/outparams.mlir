// Cases for buffer-results-to-out-params (and the other placement passes).

// A static result allocated in the callee, a scalar result, result
// attributes moved to the new argument.
func.func private @basic() -> (memref<4xf32> {test.r}, i32) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %c = arith.constant 1 : i32
  return %a, %c : memref<4xf32>, i32
}
func.func @caller() -> i32 {
  %a, %c = call @basic() : () -> (memref<4xf32>, i32)
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %c : i32
}

// -----

// Dynamic results whose sizes are arguments: hoisted to the callers with
// hoist-dynamic-allocs, an error otherwise.
func.func private @dyn(%n: index, %x: f32) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
  return %a : memref<?xf32>
}
func.func private @two(%n: index, %m: index) -> (memref<?xf32>, memref<4x?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%m) : memref<4x?xf32>
  return %a, %b : memref<?xf32>, memref<4x?xf32>
}
func.func @caller(%k: index, %x: f32) {
  %r = call @dyn(%k, %x) : (index, f32) -> memref<?xf32>
  %c5 = arith.constant 5 : index
  %s, %t = call @two(%c5, %k) : (index, index) -> (memref<?xf32>, memref<4x?xf32>)
  return
}

// -----

// A fully dynamic layout is allocated with the identity layout and cast;
// an argument returned is copied; unranked results stay results.
func.func private @layout(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %c : memref<4xf32, strided<[?], offset: ?>>
}
func.func private @args(%x: i32 {test.a}, %m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func private @unranked(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<4xf32>, %u: memref<*xf32>) -> i32 {
  %l = call @layout(%m) : (memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
  %c = arith.constant 3 : i32
  %b = call @args(%c, %m) {z} : (i32, memref<4xf32>) -> memref<4xf32>
  %v = call @unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  return %c : i32
}

// -----

// An unsupported layout is an error on the function.
func.func private @bad(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}

// -----

// Public functions change only with modify-public-functions; results in a
// memory space; a function with several returns.
func.func @pub() -> memref<2xf32, 3> {
  %a = memref.alloc() : memref<2xf32, 3>
  return %a : memref<2xf32, 3>
}
func.func private @branches(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^x, ^y
^x:
  return %a : memref<2xf32>
^y:
  %b = memref.alloca() : memref<2xf32>
  return %b : memref<2xf32>
}
func.func @caller(%c: i1) {
  %p = call @pub() : () -> memref<2xf32, 3>
  %q = call @branches(%c) : (i1) -> memref<2xf32>
  return
}

// -----

// Calls in loops and branches, and a result computed from a view (copied
// even when hoisting).
func.func private @view(%n: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<16xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<16xi8> to memref<4xf32>
  return %v : memref<4xf32>
}
func.func @caller(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = func.call @view(%i) : (index) -> memref<4xf32>
    scf.if %c {
      %s = func.call @view(%n) : (index) -> memref<4xf32>
      memref.copy %r, %s : memref<4xf32> to memref<4xf32>
    }
  }
  return
}

// -----

// A dynamic size that is not an argument cannot be hoisted: the function
// copies, and the calls fail for the dynamic result.
func.func private @computed(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %m = arith.muli %n, %c2 : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// Existing argument attributes and a 2-D dynamic result with two size
// arguments in swapped order.
func.func private @attrs(%x: memref<4xf32> {test.in}, %r: index, %c: index) -> (memref<?x?xf16> {test.out}) {
  %a = memref.alloc(%c, %r) : memref<?x?xf16>
  return %a : memref<?x?xf16>
}
func.func @caller(%x: memref<4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = call @attrs(%x, %c2, %c3) : (memref<4xf32>, index, index) -> memref<?x?xf16>
  return
}
