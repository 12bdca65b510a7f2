// Calls: by the function boundary ABI the caller owns every memref a call
// returns; with private-function-dynamic-ownership, private functions
// return an ownership indicator per memref result as an extra i1 result
// (as in mlir-opt 22, arguments pass no ownership).
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation=private-function-dynamic-ownership %s | FileCheck %s --check-prefix=DYN

// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (%{{.*}}: memref<2xf32>) -> memref<2xf32>
// DYN-LABEL: func.func private @callee
// DYN-SAME: (%{{.*}}: memref<2xf32>) -> (memref<2xf32>, i1)
func.func private @callee(%a: memref<2xf32>) -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  return %b : memref<2xf32>
}
// CHECK-LABEL: func.func @caller
// DYN-LABEL: func.func @caller
// DYN: %[[R:.*]]:2 = call @callee(%{{.*}}) : (memref<2xf32>) -> (memref<2xf32>, i1)
// DYN: bufferization.dealloc ({{.*}}) if (%true{{.*}}, %[[R]]#1)
func.func @caller() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %r = call @callee(%a) : (memref<2xf32>) -> memref<2xf32>
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// -----

func.func @public_callee(%a: memref<2xf32>) -> memref<2xf32> {
  return %a : memref<2xf32>
}
func.func @public_caller(%a: memref<2xf32>) -> memref<2xf32> {
  %r = call @public_callee(%a) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

func.func private @external(memref<2xf32>) -> memref<2xf32>
func.func @call_external(%a: memref<2xf32>) {
  %r = call @external(%a) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func private @passthrough(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    %n = memref.alloc() : memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @use_passthrough(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %r = call @passthrough(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %s = call @passthrough(%r, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return
}

// -----

func.func private @no_memrefs(%i: index) -> index {
  return %i : index
}
func.func @call_no_memrefs(%i: index) -> index {
  %a = memref.alloc(%i) : memref<?xf32>
  %r = call @no_memrefs(%i) : (index) -> index
  return %r : index
}

// -----

func.func private @rec(%a: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %b = memref.alloc() : memref<2xf32>
    %x = func.call @rec(%b, %m) : (memref<2xf32>, index) -> memref<2xf32>
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

func.func private @two_returns(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<2xf32>
^bb2:
  %b = memref.alloc() : memref<2xf32>
  return %b : memref<2xf32>
}

// -----

func.func @indirect(%f: (memref<2xf32>) -> memref<2xf32>, %a: memref<2xf32>) -> memref<2xf32> {
  %r = func.call_indirect %f(%a) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}
