// RUN: memopt --split-input-file --inline='default-pipeline=' %s | FileCheck %s

// Private callees are inlined and erased once no call is left (the last
// call moves the body); public ones are inlined and stay; declarations,
// calls marked no_inline and functions marked no_inline stay called.
// CHECK-NOT:   func.func private @twice
// CHECK-LABEL: func.func @pub
// CHECK-LABEL: func.func private @keep
// CHECK-LABEL: func.func private @ext
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.subi %[[B]], %[[B]] : i32
// CHECK-NEXT:    %[[D:.*]] = call @keep(%[[C]]) : (i32) -> i32
// CHECK-NEXT:    %[[E:.*]] = call @pub(%[[D]]) {no_inline} : (i32) -> i32
// CHECK-NEXT:    %[[F:.*]] = call @ext(%[[E]]) : (i32) -> i32
// CHECK-NEXT:    return %[[F]] : i32
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func private @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @pub(%x: i32) -> i32 {
  %y = arith.subi %x, %x : i32
  return %y : i32
}
func.func private @keep(%x: i32) -> i32 attributes {no_inline} {
  return %x : i32
}
func.func private @ext(i32) -> i32
func.func @main(%a: i32) -> i32 {
  %0 = call @twice(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  %2 = call @pub(%1) : (i32) -> i32
  %3 = call @keep(%2) : (i32) -> i32
  %4 = call @pub(%3) {no_inline} : (i32) -> i32
  %5 = call @ext(%4) : (i32) -> i32
  return %5 : i32
}

// -----

// A callee of several blocks becomes blocks of the caller, its returns
// branches to the block that continues after the call; in a region that
// holds one block (scf.if, scf.while) it stays a call.
// CHECK-LABEL: func.func @caller
// CHECK:         scf.if
// CHECK-NEXT:      func.call @select
// CHECK:         cf.cond_br %arg1, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%{{.*}} : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    arith.muli
// CHECK-NEXT:    cf.br ^bb3(%{{.*}} : i32)
// CHECK:       ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    arith.addi %[[R]], %[[R]]
func.func private @select(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @caller(%x: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = func.call @select(%x, %c) : (i32, i1) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  %2 = call @select(%0, %c) : (i32, i1) -> i32
  %3 = arith.addi %2, %2 : i32
  return %3 : i32
}

// -----

// Calls inside regions (loops, linalg bodies, alloca scopes) are inlined
// too; recursive calls (self, mutual) are not.
// CHECK-LABEL: func.func private @self
// CHECK:         call @self
// CHECK-LABEL: func.func private @ping
// CHECK:         call @pong
// CHECK-LABEL: func.func private @pong
// CHECK:         call @ping
// CHECK-LABEL: func.func @loops
// CHECK:         scf.for
// CHECK-NEXT:      arith.mulf
// CHECK:         linalg.generic
// CHECK:           arith.mulf
// CHECK:         memref.alloca_scope
// CHECK-NEXT:      arith.mulf
// CHECK:         call @self
// CHECK:         call @ping
func.func private @sq(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
func.func private @self(%n: index) {
  call @self(%n) : (index) -> ()
  return
}
func.func private @ping(%n: index) {
  call @pong(%n) : (index) -> ()
  return
}
func.func private @pong(%n: index) {
  call @ping(%n) : (index) -> ()
  return
}
func.func @loops(%f: f32, %t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> f32 {
    %b = func.call @sq(%a) : (f32) -> f32
    scf.yield %b : f32
  }
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    %p = func.call @sq(%o) : (f32) -> f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  memref.alloca_scope {
    %q = func.call @sq(%s) : (f32) -> f32
    "use.it"(%q) : (f32) -> ()
  }
  call @self(%n) : (index) -> ()
  call @ping(%n) : (index) -> ()
  return %g : tensor<4xf32>
}

// -----

// Affine ops go where affine symbols stay valid: into the function and
// affine loops, not into scf.forall; into an affine loop only what affine
// understands (no memref.load).
// CHECK-LABEL: func.func @affine_rules
// CHECK:         affine.for
// CHECK-NEXT:      func.call @plain_load
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      affine.apply
// CHECK:         scf.forall
// CHECK-NEXT:      func.call @shift
func.func private @plain_load(%m: memref<4xf32>, %i: index) -> f32 {
  %y = memref.load %m[%i] : memref<4xf32>
  return %y : f32
}
func.func private @aff_load(%m: memref<4xf32>, %i: index) -> f32 {
  %y = affine.load %m[%i] : memref<4xf32>
  return %y : f32
}
func.func private @shift(%x: index) -> index {
  %y = affine.apply affine_map<(d0) -> (d0 + 1)>(%x)
  return %y : index
}
func.func @affine_rules(%m: memref<4xf32>, %n: index) {
  affine.for %i = 0 to 3 {
    %a = func.call @plain_load(%m, %i) : (memref<4xf32>, index) -> f32
    %b = func.call @aff_load(%m, %i) : (memref<4xf32>, index) -> f32
    %c = func.call @shift(%i) : (index) -> index
    "use.it"(%a, %b, %c) : (f32, f32, index) -> ()
  }
  scf.forall (%i) in (%n) {
    %d = func.call @shift(%i) : (index) -> index
    "use.it"(%d) : (index) -> ()
  }
  return
}

// -----

// Callees are inlined bottom-up: a callee's own calls first.
// CHECK-LABEL: func.func @top
// CHECK-NEXT:    arith.constant 7 : i64
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    arith.muli
// CHECK-NEXT:    return
func.func private @leaf(%x: i64) -> i64 {
  %c = arith.constant 7 : i64
  %y = arith.addi %x, %c : i64
  return %y : i64
}
func.func private @mid(%x: i64) -> i64 {
  %y = call @leaf(%x) : (i64) -> i64
  %z = arith.muli %y, %y : i64
  return %z : i64
}
func.func @top(%x: i64) -> i64 {
  %y = call @mid(%x) : (i64) -> i64
  return %y : i64
}
