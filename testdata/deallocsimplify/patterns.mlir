// Cases for buffer-deallocation-simplification and the canonicalization
// patterns of bufferization.dealloc, compared with mlir-opt 22 byte for
// byte (bufferize/dealloc/simplify_test.go).
// RUN: memopt %s --split-input-file --buffer-deallocation-simplification | FileCheck %s

// A memref freed twice under two conditions: one entry, conditions or-ed.
// CHECK-LABEL: func @duplicate_memrefs
// CHECK: %[[OR:.*]] = arith.ori %arg1, %arg2 : i1
// CHECK: bufferization.dealloc (%arg0 : memref<4xf32>) if (%[[OR]])
func.func @duplicate_memrefs(%m: memref<4xf32>, %c1: i1, %c2: i1) {
  bufferization.dealloc (%m, %m : memref<4xf32>, memref<4xf32>) if (%c1, %c2)
  return
}

// -----

// A retained value twice: one, whose result serves both.
// CHECK-LABEL: func @duplicate_retained
// CHECK: %[[R:.*]] = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg1 : memref<4xf32>)
// CHECK: return %[[R]], %[[R]]
func.func @duplicate_retained(%m: memref<4xf32>, %r: memref<4xf32>, %c: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r, %r : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Nothing to free: the results are false.
// CHECK-LABEL: func @empty
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[F]], %[[F]]
func.func @empty(%r: memref<4xf32>, %s: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %s : memref<4xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Conditions that are the constant false drop their memref.
// CHECK-LABEL: func @always_false
// CHECK: bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2)
func.func @always_false(%a: memref<4xf32>, %b: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<2xf32>) if (%false, %c)
  return
}

// -----

// The base buffer of a fresh allocation is the allocation.
// CHECK-LABEL: func @extract_of_alloc
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: bufferization.dealloc (%[[A]] : memref<8xf32>) if (%arg0)
func.func @extract_of_alloc(%c: i1) {
  %a = memref.alloc() : memref<8xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<8xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

// An allocation used by nothing but its dealloc goes away with it.
// CHECK-LABEL: func @unused_alloc
// CHECK-NOT: memref.alloc
// CHECK: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
func.func @unused_alloc(%m: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  bufferization.dealloc (%a, %m : memref<16xf32>, memref<4xf32>) if (%c, %c)
  return
}

// -----

// A freed memref that is also retained is not freed; its condition joins
// the retained value's result.
// CHECK-LABEL: func @freed_and_retained
func.func @freed_and_retained(%m: memref<4xf32>, %c: i1, %n: memref<4xf32>, %d: i1) -> (i1, i1) {
  %0 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  %1 = bufferization.dealloc (%m, %n : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%m : memref<4xf32>)
  return %0, %1 : i1, i1
}

// -----

// Views of the freed memref count as the same allocation.
// CHECK-LABEL: func @retained_views
func.func @retained_views(%m: memref<8xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<8xf32>
  %f = arith.constant 0.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %lo = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %hi = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %0:3 = bufferization.dealloc (%m, %hi : memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>) if (%c, %d) retain (%m, %a, %lo : memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1]>>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// -----

// Retained fresh allocations cannot alias a freed function argument.
// CHECK-LABEL: func @retained_not_aliasing
func.func @retained_not_aliasing(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %f = arith.constant 0.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%f : f32) outs(%b : memref<4xf32>)
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%b, %m : memref<4xf32>, memref<4xf32>)
  return %b, %0#0, %0#1 : memref<4xf32>, i1, i1
}

// -----

// Two allocations and an argument: the allocations split off into
// deallocs of their own, the argument stays.
// CHECK-LABEL: func @split
func.func @split(%m: memref<4xf32>, %c: i1, %d: i1, %e: i1) -> (i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %f = arith.constant 0.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%f : f32) outs(%b : memref<4xf32>)
  %r = arith.select %c, %a, %m : memref<4xf32>
  %0 = bufferization.dealloc (%a, %b, %m : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %e) retain (%r : memref<4xf32>)
  return %0 : i1
}

// -----

// Freed unconditionally and retained: the retained value's result is true.
// CHECK-LABEL: func @always_freed_retained
func.func @always_freed_retained(%m: memref<4xf32>, %n: memref<4xf32>, %k: memref<4xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%m, %n, %k : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %true, %true) retain (%m, %n : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// A loop carrying a buffer: the iteration argument and a fresh allocation
// in the body.
// CHECK-LABEL: func @loop
func.func @loop(%lb: index, %ub: index, %s: index, %buf: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%b = %buf, %o = %c) -> (memref<2xf32>, i1) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %b, %a : memref<2xf32> to memref<2xf32>
    %true = arith.constant true
    %base, %off, %size, %stride = memref.extract_strided_metadata %b : memref<2xf32> -> memref<f32>, index, index, index
    %k = bufferization.dealloc (%base : memref<f32>) if (%o) retain (%a : memref<2xf32>)
    scf.yield %a, %true : memref<2xf32>, i1
  }
  return %r#0 : memref<2xf32>
}

// -----

// Branches: a block argument and an allocation made in the block cannot
// be the same buffer.
// CHECK-LABEL: func @blocks
func.func @blocks(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^a(%x : memref<4xf32>), ^b
^b:
  %n = memref.alloc() : memref<4xf32>
  cf.br ^a(%n : memref<4xf32>)
^a(%arg: memref<4xf32>):
  %fresh = memref.alloc() : memref<4xf32>
  memref.copy %arg, %fresh : memref<4xf32> to memref<4xf32>
  %0 = bufferization.dealloc (%arg : memref<4xf32>) if (%c) retain (%fresh : memref<4xf32>)
  return %fresh : memref<4xf32>
}

// -----

// Calls: a call result may be any of its operands.
// CHECK-LABEL: func @calls
func.func private @id(memref<4xf32>) -> memref<4xf32>
func.func @calls(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1) {
  %r = call @id(%m) : (memref<4xf32>) -> memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %r, %a : memref<4xf32> to memref<4xf32>
  %0:2 = bufferization.dealloc (%a, %r : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%m, %a : memref<4xf32>, memref<4xf32>)
  return %a, %0#0 : memref<4xf32>, i1
}
