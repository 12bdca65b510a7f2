// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// The seed's loop examples. %e and %f are defined outside the first loop
// and used inside it: both are extended over the whole loop (ticks 7-10),
// so they do not share. %g and %h are defined inside the second loop and
// not used outside it: they are not extended and share bytes.
// CHECK: #[[$SLOT:.*]] = affine_map<(d0) -> ((d0 mod 2) * 64)>
// CHECK-LABEL: func.func @basic()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    arith.constant 3 : index
// CHECK-NEXT:    %[[OE:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[E:.*]] = memref.view %[[BUF]][%[[OE]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK-NEXT:    %[[OF:.*]] = arith.constant 2048 : index
// CHECK-NEXT:    %[[F:.*]] = memref.view %[[BUF]][%[[OF]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "test.use"(%[[E]])
// CHECK-NEXT:      "test.use"(%[[F]])
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[OG:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[G:.*]] = memref.view %[[BUF]][%[[OG]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK-NEXT:      %[[OH:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[H:.*]] = memref.view %[[BUF]][%[[OH]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK-NEXT:      "test.use"(%[[G]])
// CHECK-NEXT:      "test.use"(%[[H]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// TICKS-LABEL: func.func @basic()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 14, 14>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 15, 15>}
func.func @basic() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = memref.alloc() : memref<8x64xf32>
  %f = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    "test.use"(%e) : (memref<8x64xf32>) -> ()
    "test.use"(%f) : (memref<8x64xf32>) -> ()
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %g = memref.alloc() : memref<8x64xf32>
    %h = memref.alloc() : memref<8x64xf32>
    "test.use"(%g) : (memref<8x64xf32>) -> ()
    "test.use"(%h) : (memref<8x64xf32>) -> ()
  }
  return
}

// Extension carries outward through nested loops: %a (function level) is
// used in the inner loop and extended over the outer loop [6, 14]; %b
// (outer body) is extended over the inner loop only [8, 11]; %c [13, 13]
// reuses %b's bytes, %d [16, 16] those of %a.
// CHECK-LABEL: func.func @nested()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    arith.constant 3 : index
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[OB:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[B]])
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        "test.use"(%[[A]], %[[B]])
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[OC:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C:.*]] = memref.view %[[BUF]][%[[OC]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[C]])
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D:.*]] = memref.view %[[BUF]][%[[OD]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"(%[[D]])
// TICKS-LABEL: func.func @nested()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 14>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 8, 11>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 13, 13>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 16, 16>}
func.func @nested() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %b = memref.alloc() : memref<16xf32>
    "test.use"(%b) : (memref<16xf32>) -> ()
    scf.for %j = %c0 to %c3 step %c1 {
      "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
    }
    %c = memref.alloc() : memref<16xf32>
    "test.use"(%c) : (memref<16xf32>) -> ()
  }
  %d = memref.alloc() : memref<16xf32>
  "test.use"(%d) : (memref<16xf32>) -> ()
  return
}

// A buffer allocated in a loop body and yielded to the next iteration is
// a new buffer per iteration: the analysis marks it untraceable (-2). The
// init value %a flows into the iter_arg and the result: it is extended
// over the loop and lives until the result's use [6, 10]; %k [12, 12]
// reuses its bytes. When planning, loop-carried=double-buffer (the
// default) first gives the carried buffer two slots of one buffer
// allocated before the loop, iteration i writing slot i mod 2, which is
// then planned beside %a (live from the loop to the result's use).
// CHECK-LABEL: func.func @yield_escapes()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         %[[A:.*]] = memref.view %[[BUF]][%{{.*}}][] : memref<192xi8> to memref<16xf32>
// CHECK:         %[[SLOTS:.*]] = memref.view %[[BUF]][%c64][] : memref<192xi8> to memref<128xi8>
// CHECK-NEXT:    scf.for %[[I:.*]] = %c0 to %c3 step %c1 iter_args(%[[IT:.*]] = %[[A]])
// CHECK-NEXT:      %[[OFF:.*]] = affine.apply #[[$SLOT]](%[[I]])
// CHECK-NEXT:      %[[T:.*]] = memref.view %[[SLOTS]][%[[OFF]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[IT]], %[[T]])
// CHECK-NEXT:      scf.yield %[[T]] : memref<16xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         return
// TICKS-LABEL: func.func @yield_escapes()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 12, 12>}
func.func @yield_escapes() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %t = memref.alloc() : memref<16xf32>
    "test.use"(%it, %t) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.yield %t : memref<16xf32>
  }
  "test.use"(%r) : (memref<16xf32>) -> ()
  %k = memref.alloc() : memref<16xf32>
  "test.use"(%k) : (memref<16xf32>) -> ()
  return
}

// A buffer allocated before a loop and yielded back unchanged (an
// accumulator) stays one buffer over all iterations: it is planned, live
// from the loop (ticks 6-8) until the result's use 9; %k [11, 11] reuses
// its bytes.
// CHECK-LABEL: func.func @yield_passes_through()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for
// CHECK-NOT:     memref.alloc
// CHECK:         return
// TICKS-LABEL: func.func @yield_passes_through()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 9>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 11, 11>}
func.func @yield_passes_through() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    "test.use"(%it) : (memref<16xf32>) -> ()
    scf.yield %it : memref<16xf32>
  }
  "test.use"(%r) : (memref<16xf32>) -> ()
  %k = memref.alloc() : memref<16xf32>
  "test.use"(%k) : (memref<16xf32>) -> ()
  return
}
