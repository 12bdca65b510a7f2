// Ownership-based deallocation over structured control flow: scf.if,
// scf.for with iter_args, scf.while, scf.forall, scf.execute_region,
// nested regions, allocas and memrefs captured from enclosing regions.
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s

// CHECK-LABEL: func.func @straight
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK: bufferization.dealloc (%[[B]] : memref<f32>) if (%true)
// CHECK-NEXT: return
func.func @straight(%i: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @if_yield_alloc
// CHECK: scf.if %{{.*}} -> (memref<2xf32>, i1)
// CHECK: scf.yield %{{.*}}, %{{.*}} : memref<2xf32>, i1
// CHECK: scf.if %{{.*}}#1 -> (memref<2xf32>)
// CHECK: bufferization.clone
func.func @if_yield_alloc(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @if_no_results
func.func @if_no_results(%c: i1, %i: index, %f: f32) {
  %0 = memref.alloc() : memref<4xf32>
  scf.if %c {
    %1 = memref.alloc() : memref<4xf32>
    memref.store %f, %1[%i] : memref<4xf32>
    memref.copy %1, %0 : memref<4xf32> to memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_iter_args
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %false) -> (memref<2xf32>, i1)
func.func @for_iter_args(%lb: index, %ub: index, %st: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %buf) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    memref.copy %it, %1 : memref<2xf32> to memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  memref.copy %r, %0 : memref<2xf32> to memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

func.func @for_two_iter_args(%lb: index, %ub: index, %st: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (memref<2xf32>, memref<2xf32>) {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %x, %n : memref<2xf32> to memref<2xf32>
    scf.yield %y, %n : memref<2xf32>, memref<2xf32>
  }
  %v = memref.load %r#1[%c0] : memref<2xf32>
  return %v : f32
}

// -----

func.func @for_temp_in_body(%lb: index, %ub: index, %st: index, %out: memref<8xf32>) {
  scf.for %i = %lb to %ub step %st {
    %t = memref.alloc() : memref<8xf32>
    memref.copy %out, %t : memref<8xf32> to memref<8xf32>
    memref.copy %t, %out : memref<8xf32> to memref<8xf32>
  }
  return
}

// -----

func.func @for_dynamic(%n: index, %lb: index, %ub: index, %st: index) -> memref<?xf32> {
  %init = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %init) -> memref<?xf32> {
    %m = memref.alloc(%i) : memref<?xf32>
    scf.yield %m : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @while_loop
// CHECK: scf.while
// CHECK: scf.condition
func.func @while_loop(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %init = memref.alloc(%n) : memref<?xf32>
  %r:2 = scf.while (%m = %init, %i = %c0) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %m, %i : memref<?xf32>, index
  } do {
  ^bb0(%m2: memref<?xf32>, %i2: index):
    %c1 = arith.constant 1 : index
    %j = arith.addi %i2, %c1 : index
    %new = memref.alloc(%j) : memref<?xf32>
    scf.yield %new, %j : memref<?xf32>, index
  }
  return %r#0 : memref<?xf32>
}

// -----

func.func @while_no_memref_carried(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %t = memref.alloc(%i) : memref<?xf32>
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%i2: index):
    %c1 = arith.constant 1 : index
    %j = arith.addi %i2, %c1 : index
    scf.yield %j : index
  }
  return %r : index
}

// -----

func.func @forall_temp(%n: index, %out: memref<16xf32>) {
  scf.forall (%i) in (%n) {
    %t = memref.alloc() : memref<16xf32>
    memref.copy %out, %t : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

func.func @execute_region(%f: f32, %i: index) -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%i] : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

func.func @nested_if_in_for(%lb: index, %ub: index, %st: index, %c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %a) -> memref<2xf32> {
    %s = scf.if %c -> memref<2xf32> {
      %n = memref.alloc() : memref<2xf32>
      scf.yield %n : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @alloca_not_freed
// CHECK-NOT: extract_strided_metadata %alloca
func.func @alloca_not_freed(%f: f32, %i: index) -> f32 {
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%i] : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %v = memref.load %b[%i] : memref<4xf32>
  return %v : f32
}

// -----

func.func @return_alloca(%f: f32) -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

func.func @return_arg(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// -----

func.func @return_same_twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// -----

func.func @get_global() -> memref<4xf32> {
  %g = memref.get_global @g : memref<4xf32>
  return %g : memref<4xf32>
}
memref.global "private" constant @g : memref<4xf32> = dense<1.0>

// -----

func.func @unranked(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  %b = memref.alloc() : memref<2xf32>
  %ub = memref.cast %b : memref<2xf32> to memref<*xf32>
  return
}

// -----

func.func @memory_space() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32, 3>
  %v = memref.load %a[%c0] : memref<4xf32, 3>
  return %v : f32
}

// -----

func.func @alloca_scope(%f: f32, %i: index) {
  memref.alloca_scope {
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%i] : memref<4xf32>
  }
  return
}
