// RUN: memopt --merge-alloc %s | FileCheck %s
// RUN: memopt --merge-alloc=loop-carried=none %s | FileCheck %s --check-prefix=NONE
// RUN: not memopt --merge-alloc=loop-carried=triple %s 2>&1 | FileCheck %s --check-prefix=BAD

// A buffer that a loop allocates in its body and yields to the next
// iteration is one new buffer per iteration, but at most two are alive at
// a time: the one an iteration reads (its iter_arg) and the one it writes.
// loop-carried=double-buffer (the default) gives it two slots of one
// buffer allocated before the loop, iteration i writing slot i mod 2; that
// buffer is then planned like any other. loop-carried=none leaves it to
// run-time allocation.

// BAD: error: option 'loop-carried' has no value 'triple' (allowed: double-buffer, none)

// CHECK-DAG: #[[$SLOT:.*]] = affine_map<(d0) -> ((d0 mod 2) * 64)>
// CHECK-DAG: #[[$STEP2:.*]] = affine_map<(d0) -> ((((d0 - 1) floordiv 2) mod 2) * 64)>

// CHECK-LABEL: func.func @carried()
// CHECK:         %[[SLOTS:.*]] = memref.view %{{.*}}[%{{.*}}][] : memref<{{[0-9]+}}xi8> to memref<128xi8>
// CHECK-NEXT:    scf.for %[[I:.*]] = %c0 to %c8 step %c1 iter_args(%[[IT:.*]] = %{{.*}}) -> (memref<4xf32>) {
// CHECK-NEXT:      %[[OFF:.*]] = affine.apply #[[$SLOT]](%[[I]])
// CHECK-NEXT:      %[[NEW:.*]] = memref.view %[[SLOTS]][%[[OFF]]][] : memref<128xi8> to memref<4xf32>
// CHECK-NEXT:      "test.step"(%[[IT]], %[[NEW]])
// CHECK-NEXT:      scf.yield %[[NEW]] : memref<4xf32>
// NONE-LABEL: func.func @carried()
// NONE:         scf.for
// NONE-NEXT:      memref.alloc() : memref<4xf32>
func.func @carried() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %init = memref.alloc() : memref<4xf32>
  "test.fill"(%init) : (memref<4xf32>) -> ()
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%prev = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    "test.step"(%prev, %next) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %next : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  return
}

// A step and a lower bound other than 1 and 0; sizes bounded by the loop
// (the slots hold the bound, 5 elements).
// CHECK-LABEL: func.func @bounded(
// CHECK:         scf.for %[[I:.*]] = %c1 to %c6 step %c2 iter_args
// CHECK:           %[[OFF:.*]] = affine.apply #[[$STEP2]](%[[I]])
// CHECK-NEXT:      memref.view %{{.*}}[%[[OFF]]][%[[I]]] : memref<128xi8> to memref<?xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @bounded(%x: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  "test.fill"(%init) : (memref<?xf32>) -> ()
  %r = scf.for %i = %c1 to %c6 step %c2 iter_args(%prev = %init) -> (memref<?xf32>) {
    %next = memref.alloc(%i) : memref<?xf32>
    "test.step"(%prev, %next) : (memref<?xf32>, memref<?xf32>) -> ()
    scf.yield %next : memref<?xf32>
  }
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// Left alone: the previous buffer also leaves the iteration through a
// call (it may be kept), the new one is yielded twice, or it is chosen in
// a branch (not one buffer per iteration).
// CHECK-LABEL: func.func @not_carried(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<4xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<4xf32>
// CHECK:         scf.for
// CHECK:           memref.alloc() : memref<4xf32>
func.func @not_carried(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %init = memref.alloc() : memref<4xf32>
  "test.fill"(%init) : (memref<4xf32>) -> ()
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%prev = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    "test.step"(%prev, %next) : (memref<4xf32>, memref<4xf32>) -> ()
    func.call @keep(%prev) : (memref<4xf32>) -> ()
    scf.yield %next : memref<4xf32>
  }
  %r2:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %init, %b = %init) -> (memref<4xf32>, memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    "test.step"(%a, %next) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %next, %next : memref<4xf32>, memref<4xf32>
  }
  %r3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%prev = %init) -> (memref<4xf32>) {
    %n = scf.if %c -> (memref<4xf32>) {
      %next = memref.alloc() : memref<4xf32>
      "test.step"(%prev, %next) : (memref<4xf32>, memref<4xf32>) -> ()
      scf.yield %next : memref<4xf32>
    } else {
      scf.yield %prev : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  "test.use"(%r, %r2#1, %r3) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}
func.func private @keep(memref<4xf32>)

// Left alone as well: the function returns what the loop carries.
// CHECK-LABEL: func.func @returned(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<4xf32>
func.func @returned(%init: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%prev = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    "test.step"(%prev, %next) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %next : memref<4xf32>
  }
  return %r : memref<4xf32>
}
