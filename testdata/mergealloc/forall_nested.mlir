// RUN: memopt --merge-alloc="planner-options=cost-model forall-hoisting=nested" %s | FileCheck %s
// RUN: memopt --merge-alloc="forall-hoisting=nested" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only forall-hoisting=nested" %s | FileCheck %s --check-prefix=TICKS
// RUN: memopt --merge-alloc="planner-options=cost-model per-forall-scopes" %s > %t.alias.mlir
// RUN: memopt --merge-alloc="planner-options=cost-model forall-hoisting=none" %s > %t.none.mlir
// RUN: diff %t.alias.mlir %t.none.mlir
// RUN: memopt --merge-alloc="planner-options=cost-model forall-hoisting=nested" --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: memopt --merge-alloc="planner-options=cost-model forall-hoisting=nested" --memory-report=%t.json %s -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// forall-hoisting=nested is intel/graph-compiler's merge-alloc rule. Every
// scf.forall body is an allocation scope of its own, except for a buffer
// that sits in a forall body (its nearest AutomaticAllocationScope; an
// scf.for in between keeps it) and is used inside an scf.forall of its own
// block: it leaves the enclosing foralls with constant bounds (crossing
// scf.for loops too) for the scope above them, as one buffer of its size
// times their threads, thread t's slice at the planned offset plus t times
// its size (t: the crossed loops' induction variables, each minus its lower
// bound and divided by its step, linearized with the innermost loop varying
// fastest). The offset is computed with arith ops, as graph-compiler does.
// The sizes are the buffers' own (f32: 4 bytes an element); merged buffers
// and offsets are rounded to the alignment (64). Every planner gives these
// layouts (the second RUN line: the default planner). The memory report
// names the mode of every scope, gives the hoisted buffers the kind
// "slices" and notes their layout.

// REPORT:      @nested (scope, merge-alloc)
// REPORT:        Hoisting:      forall-hoisting=nested
// REPORT:        0        16   [7, 17]  temp      %alloc    memref<4xf32>
// REPORT-NEXT:  64        72  [12, 16]  slices    %alloc_1  memref<6xf32>
// REPORT:        Note: nested: %alloc_1 has 3 slices of 24 bytes, one per thread of scf.forall@8, thread t's at byte 64 + t*24
// REPORT:      @three_levels (scope, merge-alloc)
// REPORT:        Note: nested: %alloc has 2 slices of 20 bytes, one per thread of scf.forall@2, thread t's at byte 0 + t*20
// REPORT-NEXT:   Note: nested: %alloc_0 has 6 slices of 28 bytes, one per thread of scf.forall@4 and scf.forall@2 (innermost first), thread t's at byte 64 + t*28
// JSON:      "name": "@nested",
// JSON-NEXT: "kind": "scope",
// JSON-NEXT: "pass": "merge-alloc",
// JSON-NEXT: "forall_hoisting": "nested",
// JSON:      {"name": "%alloc_1", "kind": "slices", "type": "memref<6xf32>", "size": 72, "alignment": 64, "start": 12, "end": 16, "offset": 64,
// JSON:      "name": "@nested/scf.forall@8",
// JSON-NEXT: "kind": "scope",
// JSON-NEXT: "pass": "merge-alloc",
// JSON-NEXT: "forall_hoisting": "nested",

// %keep (16 bytes) stays in the function's scope, live over the forall.
// %own is not used in the inner forall: it stays in the outer forall's
// scope, as %inner in the inner one's. %up is: 3 threads (1, 4, 7) of 24
// bytes, 72 bytes at offset 64 of the function's 192.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    arith.constant 9 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[KEEP:.*]] = memref.view %[[BUF]][%[[C0]]][] : memref<192xi8> to memref<4xf32>
// CHECK-NEXT:    "test.use"(%[[KEEP]])
// CHECK-NEXT:    scf.forall (%[[I:.*]]) = (%[[C1]]) to (%{{.*}}) step (%[[C3]]) {
// CHECK-NEXT:      %[[OBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[OC0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[OWN:.*]] = memref.view %[[OBUF]][%[[OC0]]][] : memref<64xi8> to memref<8xf32>
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[T0:.*]] = arith.subi %[[I]], %[[C1]] : index
// CHECK-NEXT:      %[[T1:.*]] = arith.divsi %[[T0]], %[[C3]] : index
// CHECK-NEXT:      %[[C24:.*]] = arith.constant 24 : index
// CHECK-NEXT:      %[[T2:.*]] = arith.muli %[[T1]], %[[C24]] : index
// CHECK-NEXT:      %[[T3:.*]] = arith.addi %[[C64]], %[[T2]] : index
// CHECK-NEXT:      %[[UP:.*]] = memref.view %[[BUF]][%[[T3]]][] : memref<192xi8> to memref<6xf32>
// CHECK-NEXT:      "test.use"(%[[OWN]])
// CHECK-NEXT:      scf.forall (%{{.*}}) in (%[[C5]]) {
// CHECK-NEXT:        %[[IBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:        "test.use"(%[[UP]], %[[KEEP]])
// CHECK-NEXT:        %[[IC0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        memref.view %[[IBUF]][%[[IC0]]][] : memref<64xi8> to memref<3xf32>
// TICKS-LABEL: func.func @nested(
// TICKS-SAME:    attributes {__mergealloc_scope = 1 : i64}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 17>} : memref<4xf32>
// TICKS:         scf.forall
// TICKS-NEXT:      memref.alloc() {__mergealloc_lifetime = array<i64: 8, 11, 11>} : memref<8xf32>
// TICKS-NEXT:      memref.alloc() {__mergealloc_lifetime = array<i64: 1, 12, 16>} : memref<6xf32>
// TICKS:             memref.alloc() {__mergealloc_lifetime = array<i64: 12, 15, 15>} : memref<3xf32>
// TICKS:           } {__mergealloc_scope = 12 : i64}
// TICKS-NEXT:    } {__mergealloc_scope = 8 : i64}
func.func @nested(%in: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %keep = memref.alloc() : memref<4xf32>
  "test.use"(%keep) : (memref<4xf32>) -> ()
  scf.forall (%i) = (%c1) to (%c9) step (%c3) {
    %own = memref.alloc() : memref<8xf32>
    %up = memref.alloc() : memref<6xf32>
    "test.use"(%own) : (memref<8xf32>) -> ()
    scf.forall (%j) in (%c5) {
      "test.use"(%up, %keep) : (memref<6xf32>, memref<4xf32>) -> ()
      %inner = memref.alloc() : memref<3xf32>
      "test.use"(%inner) : (memref<3xf32>) -> ()
    }
  }
  return
}

// Three levels. %x leaves the outer forall (2 threads of 20 bytes); %y
// leaves the middle one (steps of 2 from 2: 3 threads) and the outer one:
// 6 slices of 28 bytes, thread (a, b) at 64 + ((b - 2) / 2 + a * 3) * 28.
// The foralls keep no buffer: analysis-only annotates none of them, and
// the buffers get the function's scope.
// CHECK-LABEL: func.func @three_levels()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    scf.forall (%[[A:.*]]) in (2) {
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C20:.*]] = arith.constant 20 : index
// CHECK-NEXT:      %[[T0:.*]] = arith.muli %[[A]], %[[C20]] : index
// CHECK-NEXT:      %[[T1:.*]] = arith.addi %[[C0]], %[[T0]] : index
// CHECK-NEXT:      %[[X:.*]] = memref.view %[[BUF]][%[[T1]]][] : memref<256xi8> to memref<5xf32>
// CHECK-NEXT:      scf.forall (%[[B:.*]]) = (2) to (8) step (2) {
// CHECK-NEXT:        %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:        %[[LB:.*]] = arith.constant 2 : index
// CHECK-NEXT:        %[[T2:.*]] = arith.subi %[[B]], %[[LB]] : index
// CHECK-NEXT:        %[[ST:.*]] = arith.constant 2 : index
// CHECK-NEXT:        %[[T3:.*]] = arith.divsi %[[T2]], %[[ST]] : index
// CHECK-NEXT:        %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:        %[[T4:.*]] = arith.muli %[[A]], %[[C3]] : index
// CHECK-NEXT:        %[[T5:.*]] = arith.addi %[[T3]], %[[T4]] : index
// CHECK-NEXT:        %[[C28:.*]] = arith.constant 28 : index
// CHECK-NEXT:        %[[T6:.*]] = arith.muli %[[T5]], %[[C28]] : index
// CHECK-NEXT:        %[[T7:.*]] = arith.addi %[[C64]], %[[T6]] : index
// CHECK-NEXT:        %[[Y:.*]] = memref.view %[[BUF]][%[[T7]]][] : memref<256xi8> to memref<7xf32>
// CHECK-NEXT:        scf.forall (%{{.*}}) in (4) {
// CHECK-NEXT:          "test.use"(%[[X]], %[[Y]])
// TICKS-LABEL: func.func @three_levels()
// TICKS-SAME:    attributes {__mergealloc_scope = 1 : i64}
// TICKS-NEXT:    scf.forall
// TICKS-NEXT:      memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 9>}
// TICKS-NEXT:      scf.forall
// TICKS-NEXT:        memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 8>}
// TICKS-NEXT:        scf.forall
// TICKS-NEXT:          "test.use"
// TICKS-NEXT:        }
// TICKS-NEXT:      }
// TICKS-NEXT:    }
func.func @three_levels() {
  scf.forall (%a) in (2) {
    %x = memref.alloc() : memref<5xf32>
    scf.forall (%b) = (2) to (8) step (2) {
      %y = memref.alloc() : memref<7xf32>
      scf.forall (%c) in (4) {
        "test.use"(%x, %y) : (memref<5xf32>, memref<7xf32>) -> ()
      }
    }
  }
  return
}

// Several induction variables: (0 to 4 step 2) x (1 to 7 step 3) is 2 x 2
// threads, row-major: t = (i / 2) * 2 + (j - 1) / 3; 4 slices of 10 bytes.
// The merged buffer holds one buffer only, a memref<10xi8>, and is made all
// the same (its slices are not the buffer itself).
// CHECK-LABEL: func.func @multi_iv()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 1) to (4, 7) step (2, 3) {
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[S0:.*]] = arith.constant 2 : index
// CHECK-NEXT:      %[[T0:.*]] = arith.divsi %[[I]], %[[S0]] : index
// CHECK-NEXT:      %[[L1:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[T1:.*]] = arith.subi %[[J]], %[[L1]] : index
// CHECK-NEXT:      %[[S1:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[T2:.*]] = arith.divsi %[[T1]], %[[S1]] : index
// CHECK-NEXT:      %[[N1:.*]] = arith.constant 2 : index
// CHECK-NEXT:      %[[T3:.*]] = arith.muli %[[T0]], %[[N1]] : index
// CHECK-NEXT:      %[[T4:.*]] = arith.addi %[[T3]], %[[T2]] : index
// CHECK-NEXT:      %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:      %[[T5:.*]] = arith.muli %[[T4]], %[[C10]] : index
// CHECK-NEXT:      %[[T6:.*]] = arith.addi %[[C0]], %[[T5]] : index
// CHECK-NEXT:      %[[S:.*]] = memref.view %[[BUF]][%[[T6]]][] : memref<64xi8> to memref<10xi8>
// CHECK-NEXT:      scf.forall
// CHECK-NEXT:        "test.use"(%[[S]])
func.func @multi_iv() {
  scf.forall (%i, %j) = (0, 1) to (4, 7) step (2, 3) {
    %s = memref.alloc() : memref<10xi8>
    scf.forall (%k, %l) in (2, 2) {
      "test.use"(%s) : (memref<10xi8>) -> ()
    }
  }
  return
}

// With scf.for. %t's nearest AutomaticAllocationScope is an scf.for: it
// stays in the forall's scope. The forall that uses %u is inside an scf.for,
// not in %u's block: %u stays too (it and %t share the forall's 64 bytes).
// %v leaves its forall (5 threads), the scf.for and the outer forall (3):
// 15 slices of 16 bytes. (graph-compiler sizes this one for the 5 threads
// of its own forall only, stopping at the scf.for, while its offsets count
// the outer forall's threads too: its views would run past the buffer;
// memopt sizes it for every thread its offsets count.)
// CHECK-LABEL: func.func @with_for(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    scf.forall (%{{.*}}) in (4) {
// CHECK-NEXT:      %[[FBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        memref.view %[[FBUF]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// CHECK:           %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[FBUF]][%[[C0B]]][] : memref<64xi8> to memref<8xf32>
// CHECK:         scf.forall (%[[I:.*]]) in (3) {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.forall (%[[J:.*]]) in (5) {
// CHECK-NEXT:          %[[C0C:.*]] = arith.constant 0 : index
// CHECK-NEXT:          %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:          %[[T0:.*]] = arith.muli %[[I]], %[[C5]] : index
// CHECK-NEXT:          %[[T1:.*]] = arith.addi %[[J]], %[[T0]] : index
// CHECK-NEXT:          %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:          %[[T2:.*]] = arith.muli %[[T1]], %[[C16]] : index
// CHECK-NEXT:          %[[T3:.*]] = arith.addi %[[C0C]], %[[T2]] : index
// CHECK-NEXT:          memref.view %[[BUF]][%[[T3]]][] : memref<256xi8> to memref<4xf32>
func.func @with_for(%lb: index, %ub: index, %st: index) {
  scf.forall (%i) in (4) {
    scf.for %k = %lb to %ub step %st {
      %t = memref.alloc() : memref<16xf32>
      scf.forall (%j) in (2) {
        "test.use"(%t) : (memref<16xf32>) -> ()
      }
    }
    %u = memref.alloc() : memref<8xf32>
    scf.for %k = %lb to %ub step %st {
      scf.forall (%j) in (2) {
        "test.use"(%u) : (memref<8xf32>) -> ()
      }
    }
  }
  scf.forall (%i) in (3) {
    scf.for %k = %lb to %ub step %st {
      scf.forall (%j) in (5) {
        %v = memref.alloc() : memref<4xf32>
        scf.forall (%l) in (2) {
          "test.use"(%v) : (memref<4xf32>) -> ()
        }
      }
    }
  }
  return
}

// Dynamic ranges. %a's forall has a dynamic bound: it stays there. %b
// leaves its forall (4 threads) for the enclosing forall of dynamic bound,
// the scope above it: 4 slices of 32 bytes. %c's own forall has a dynamic
// bound: it stays there, though the forall around it has 3 threads.
// CHECK-LABEL: func.func @dynamic_ranges(
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      %[[ABUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[ABUF]][%[[C0]]][] : memref<64xi8> to memref<8xf32>
// CHECK:         scf.forall (%{{.*}}) in (%arg0) {
// CHECK-NEXT:      %[[BBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:      scf.forall (%[[J:.*]]) in (4) {
// CHECK-NEXT:        %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:        %[[T0:.*]] = arith.muli %[[J]], %[[C32]] : index
// CHECK-NEXT:        %[[T1:.*]] = arith.addi %[[C0B]], %[[T0]] : index
// CHECK-NEXT:        memref.view %[[BBUF]][%[[T1]]][] : memref<128xi8> to memref<8xf32>
// CHECK:         scf.forall (%{{.*}}) in (3) {
// CHECK-NEXT:      scf.forall
// CHECK-NEXT:        %[[CBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:        %[[C0C:.*]] = arith.constant 0 : index
// CHECK-NEXT:        memref.view %[[CBUF]][%[[C0C]]][] : memref<64xi8> to memref<8xf32>
func.func @dynamic_ranges(%n: index) {
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<8xf32>
    scf.forall (%j) in (4) {
      "test.use"(%a) : (memref<8xf32>) -> ()
    }
  }
  scf.forall (%i) in (%n) {
    scf.forall (%j) in (4) {
      %b = memref.alloc() : memref<8xf32>
      scf.forall (%k) in (%n) {
        "test.use"(%b) : (memref<8xf32>) -> ()
      }
    }
  }
  scf.forall (%i) in (3) {
    scf.forall (%j) in (%n) {
      %c = memref.alloc() : memref<8xf32>
      scf.forall (%k) in (2) {
        "test.use"(%c) : (memref<8xf32>) -> ()
      }
    }
  }
  return
}

// Multi-block bodies. The forall that uses %a is in a block of an
// scf.execute_region, not in %a's block: %a stays. %b and the forall that
// uses it are in the same block (the region's entry block; the forall body
// is still %b's nearest AutomaticAllocationScope): 4 slices of 16 bytes.
// CHECK-LABEL: func.func @multi_block(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:      %[[FBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[FBUF]][%[[C0]]][] : memref<64xi8> to memref<8xf32>
// CHECK:             scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:        %[[T0:.*]] = arith.muli %[[I]], %[[C16]] : index
// CHECK-NEXT:        %[[T1:.*]] = arith.addi %[[C0B]], %[[T0]] : index
// CHECK-NEXT:        %[[B:.*]] = memref.view %[[BUF]][%[[T1]]][] : memref<64xi8> to memref<4xf32>
// CHECK:           ^bb1:
// CHECK-NEXT:        "test.use"(%[[B]])
func.func @multi_block(%cond: i1) {
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<8xf32>
    scf.execute_region {
      cf.cond_br %cond, ^bb1, ^bb2
    ^bb1:
      scf.forall (%j) in (2) {
        "test.use"(%a) : (memref<8xf32>) -> ()
      }
      cf.br ^bb2
    ^bb2:
      scf.yield
    }
    scf.execute_region {
      %b = memref.alloc() : memref<4xf32>
      scf.forall (%j) in (2) {
        "test.use"(%b) : (memref<4xf32>) -> ()
      }
      cf.br ^bb1
    ^bb1:
      "test.use"(%b) : (memref<4xf32>) -> ()
      scf.yield
    }
  }
  return
}

// Two parallel loops one after the other in a forall body. %a: 8 slices of
// 32 bytes; %b: 6 slices of 64 bytes. In one thread's ticks their lifetimes
// do not overlap, so both start at offset 0 of 384 bytes, as in
// graph-compiler (its nested_forall_with_multi_blocks test: 4096 bytes, not
// 5120). Threads of the outer forall running at the same time use both
// (thread 0's %b slices, bytes 0 to 192, cover thread 1's first %a slice at
// 128): this layout is only safe when the outer forall's threads do not
// run in parallel (mergealloc's TestNestedSharesAcrossThreads);
// forall-hoisting=all gives each thread an arena of its own.
// CHECK-LABEL: func.func @siblings()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<384xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (2) {
// CHECK-NEXT:      scf.forall (%[[J:.*]]) in (4) {
// CHECK-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:        %[[T0:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK-NEXT:        %[[T1:.*]] = arith.addi %[[J]], %[[T0]] : index
// CHECK-NEXT:        %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:        %[[T2:.*]] = arith.muli %[[T1]], %[[C32]] : index
// CHECK-NEXT:        %[[T3:.*]] = arith.addi %[[C0]], %[[T2]] : index
// CHECK-NEXT:        memref.view %[[BUF]][%[[T3]]][] : memref<384xi8> to memref<8xf32>
// CHECK-NEXT:        scf.forall
// CHECK-NEXT:          "test.use"
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.forall (%[[K:.*]]) in (3) {
// CHECK-NEXT:        %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:        %[[T4:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK-NEXT:        %[[T5:.*]] = arith.addi %[[K]], %[[T4]] : index
// CHECK-NEXT:        %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:        %[[T6:.*]] = arith.muli %[[T5]], %[[C64]] : index
// CHECK-NEXT:        %[[T7:.*]] = arith.addi %[[C0B]], %[[T6]] : index
// CHECK-NEXT:        memref.view %[[BUF]][%[[T7]]][] : memref<384xi8> to memref<16xf32>
func.func @siblings() {
  scf.forall (%i) in (2) {
    scf.forall (%j) in (4) {
      %a = memref.alloc() : memref<8xf32>
      scf.forall (%k) in (2) {
        "test.use"(%a) : (memref<8xf32>) -> ()
      }
    }
    scf.forall (%j) in (3) {
      %b = memref.alloc() : memref<16xf32>
      scf.forall (%k) in (2) {
        "test.use"(%b) : (memref<16xf32>) -> ()
      }
    }
  }
  return
}

// n-d buffers in a 2-d forall: %a (2x3xf32, 24 bytes) in 6 slices,
// t = i * 3 + j; %b (4x2xf16) stays in the forall, %c in the inner one.
// CHECK-LABEL: func.func @nd()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]]) in (2, 3) {
// CHECK-NEXT:      %[[FBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[T0:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK-NEXT:      %[[T1:.*]] = arith.addi %[[T0]], %[[J]] : index
// CHECK-NEXT:      %[[C24:.*]] = arith.constant 24 : index
// CHECK-NEXT:      %[[T2:.*]] = arith.muli %[[T1]], %[[C24]] : index
// CHECK-NEXT:      %[[T3:.*]] = arith.addi %[[C0]], %[[T2]] : index
// CHECK-NEXT:      %[[A:.*]] = memref.view %[[BUF]][%[[T3]]][] : memref<192xi8> to memref<2x3xf32>
// CHECK-NEXT:      %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[FBUF]][%[[C0B]]][] : memref<64xi8> to memref<4x2xf16>
// CHECK-NEXT:      scf.forall
// CHECK-NEXT:        %[[IBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:        %[[C0C:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[CV:.*]] = memref.view %[[IBUF]][%[[C0C]]][] : memref<64xi8> to memref<3x5xf32>
// CHECK-NEXT:        "test.use"(%[[A]], %[[CV]])
func.func @nd() {
  scf.forall (%i, %j) in (2, 3) {
    %a = memref.alloc() : memref<2x3xf32>
    %b = memref.alloc() : memref<4x2xf16>
    scf.forall (%k) in (2) {
      %c = memref.alloc() : memref<3x5xf32>
      "test.use"(%a, %c) : (memref<2x3xf32>, memref<3x5xf32>) -> ()
    }
    "test.use"(%b) : (memref<4x2xf16>) -> ()
  }
  return
}
