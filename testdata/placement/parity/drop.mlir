// Cases for drop-equivalent-buffer-results (and every other placement pass:
// bufferize/placement/parity_test.go runs each pass on each case and
// compares memopt's output with mlir-opt 22's byte for byte).

// Results that are arguments, a non-memref result, and a call that keeps
// its discardable attribute only until the pass rebuilds it.
func.func private @id(%m: memref<?xf32>, %n: memref<4xf32>) -> (memref<?xf32>, memref<4xf32>, i32) {
  %c = arith.constant 1 : i32
  return %m, %n, %c : memref<?xf32>, memref<4xf32>, i32
}
func.func @caller(%a: memref<4xf32>, %b: memref<?xf32>) -> i32 {
  %x, %y, %z = call @id(%b, %a) {foo} : (memref<?xf32>, memref<4xf32>) -> (memref<?xf32>, memref<4xf32>, i32)
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<?xf32>
  memref.store %v, %y[%c0] : memref<4xf32>
  return %z : i32
}

// -----

// A result that is a cast of an argument: callers get a cast of what they
// passed; a chain of casts is looked through.
func.func private @cast_ret(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func private @casts(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>) -> f32 {
  %r = call @cast_ret(%a) : (memref<4xf32>) -> memref<?xf32>
  %s = call @casts(%a) : (memref<4xf32>) -> memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<?xf32>
  memref.store %v, %s[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// Public functions, declarations and functions with two returns keep their
// results.
func.func @public(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func private @decl(%m: memref<4xf32>) -> memref<4xf32>
func.func private @two_returns(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %m : memref<4xf32>
^b:
  return %m : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>, %c: i1) {
  %0 = call @public(%a) : (memref<4xf32>) -> memref<4xf32>
  %1 = call @decl(%a) : (memref<4xf32>) -> memref<4xf32>
  %2 = call @two_returns(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return
}

// -----

// One return in a multi-block function; a view of an argument is not the
// argument; result attributes follow the kept results.
func.func private @branches(%m: memref<8xf32>, %c: i1) -> (memref<8xf32> {test.a}, memref<4xf32, strided<[1], offset: 2>> {test.b}) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^c
^b:
  cf.br ^c
^c:
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %m, %s : memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>
}
func.func @caller(%a: memref<8xf32>, %c: i1) -> memref<4xf32, strided<[1], offset: 2>> {
  %0, %1 = call @branches(%a, %c) : (memref<8xf32>, i1) -> (memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>)
  return %1 : memref<4xf32, strided<[1], offset: 2>>
}

// -----

// Calls nested in regions, the same argument returned twice, and a
// function called from another private function.
func.func private @twice(%m: memref<2xi64>) -> (memref<2xi64>, memref<2xi64>) {
  return %m, %m : memref<2xi64>, memref<2xi64>
}
func.func private @inner(%m: memref<2xi64>, %n: index) -> memref<2xi64> {
  scf.for %i = %n to %n step %n {
    %a, %b = func.call @twice(%m) : (memref<2xi64>) -> (memref<2xi64>, memref<2xi64>)
    %v = memref.load %a[%i] : memref<2xi64>
    memref.store %v, %b[%i] : memref<2xi64>
  }
  return %m : memref<2xi64>
}
func.func @outer(%m: memref<2xi64>, %n: index, %c: i1) -> memref<2xi64> {
  %r = scf.if %c -> memref<2xi64> {
    %x = func.call @inner(%m, %n) : (memref<2xi64>, index) -> memref<2xi64>
    scf.yield %x : memref<2xi64>
  } else {
    scf.yield %m : memref<2xi64>
  }
  return %r : memref<2xi64>
}

// -----

// A returned alloc, a returned block argument of a non-entry block and an
// unranked argument.
func.func private @mixed(%m: memref<*xf32>, %c: i1) -> (memref<4xf32>, memref<*xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  return %a, %m, %x : memref<4xf32>, memref<*xf32>, memref<4xf32>
}
func.func @caller(%m: memref<*xf32>, %c: i1) -> memref<*xf32> {
  %0:3 = call @mixed(%m, %c) : (memref<*xf32>, i1) -> (memref<4xf32>, memref<*xf32>, memref<4xf32>)
  return %0#1 : memref<*xf32>
}

// -----

// Casts to a different layout and memory space.
func.func private @layout(%m: memref<4x4xf32, 1>) -> memref<4x4xf32, strided<[?, ?], offset: ?>, 1> {
  %0 = memref.cast %m : memref<4x4xf32, 1> to memref<4x4xf32, strided<[?, ?], offset: ?>, 1>
  return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>, 1>
}
func.func @caller(%m: memref<4x4xf32, 1>) -> memref<4x4xf32, strided<[?, ?], offset: ?>, 1> {
  %0 = call @layout(%m) : (memref<4x4xf32, 1>) -> memref<4x4xf32, strided<[?, ?], offset: ?>, 1>
  %1 = call @layout(%m) : (memref<4x4xf32, 1>) -> memref<4x4xf32, strided<[?, ?], offset: ?>, 1>
  return %1 : memref<4x4xf32, strided<[?, ?], offset: ?>, 1>
}

// -----

// A function without results and with only scalar results: calls are
// rebuilt all the same.
func.func private @none(%m: memref<4xf32>) {
  return
}
func.func private @scalar(%x: f32) -> f32 {
  return %x : f32
}
func.func @caller(%m: memref<4xf32>, %x: f32) -> f32 {
  call @none(%m) {tag = 1 : i32} : (memref<4xf32>) -> ()
  %0 = call @scalar(%x) : (f32) -> f32
  return %0 : f32
}
