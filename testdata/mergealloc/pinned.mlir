// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=size-first" %s | FileCheck %s --check-prefix=SIZEFIRST
// RUN: memopt --merge-alloc="planner-options=best" %s | FileCheck %s --check-prefix=BEST

// Kenneth Lee's buffer-allocation syntax: fixed and automatic placement: `Tensor A from ROOT[0:7]` is
// `memref.alloc() {memopt.offset = 0 : i64}`, `B from ROOT[auto]` a plain
// alloc. A pinned buffer sits at its offset of its scope's arena; the
// planner places the others around it (every planner does).

// %a is pinned at 128 while %b (128 bytes) and %c (64) are live: %b goes
// below it at 0, %c above it at 192. %d, pinned at 0 after they die, takes
// %b's bytes. 256 bytes in all, the lower bound.
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0) -> (d0 * 128)>
// CHECK-DAG: #[[$CHECK_MAP1:map[0-9]*]] = affine_map<(d0) -> (d0 + 64)>
// CHECK-LABEL: func.func @around()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 128 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OA]]][] : memref<256xi8> to memref<16xf32>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OB]]][] : memref<256xi8> to memref<32xf32>
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 192 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OC]]][] : memref<256xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OD]]][] : memref<256xi8> to memref<16xf32>
// SIZEFIRST-LABEL: func.func @around()
// SIZEFIRST-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// SIZEFIRST-NEXT:    arith.constant 128 : index
// SIZEFIRST-NEXT:    memref.view
// SIZEFIRST-NEXT:    arith.constant 0 : index
// SIZEFIRST-NEXT:    memref.view
// SIZEFIRST-NEXT:    arith.constant 192 : index
// BEST-LABEL: func.func @around()
// BEST-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// BEST-NEXT:    arith.constant 128 : index
func.func @around() {
  %a = memref.alloc() {memopt.offset = 128 : i64} : memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b, %c) : (memref<16xf32>, memref<32xf32>, memref<16xf32>) -> ()
  %d = memref.alloc() {memopt.offset = 0 : i64} : memref<16xf32>
  "test.use"(%d) : (memref<16xf32>) -> ()
  return
}

// A pinned buffer beyond everything else grows the arena to reach it; the
// gap below it is free for the automatic buffers (%x fits there).
// CHECK-LABEL: func.func @gap()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// CHECK-NEXT:    %[[OP:.*]] = arith.constant 512 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OP]]][] : memref<576xi8> to memref<16xf32>
// CHECK-NEXT:    %[[OX:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OX]]][] : memref<576xi8> to memref<64xf32>
// SIZEFIRST-LABEL: func.func @gap()
// SIZEFIRST-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// BEST-LABEL: func.func @gap()
// BEST-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<576xi8>
func.func @gap() {
  %p = memref.alloc() {memopt.offset = 512 : i64} : memref<16xf32>
  %x = memref.alloc() : memref<64xf32>
  "test.use"(%p, %x) : (memref<16xf32>, memref<64xf32>) -> ()
  return
}

// Two pinned buffers may overlap when they are never live together.
// CHECK-LABEL: func.func @disjoint_lifetimes()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    %[[O1:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[O1]]][] : memref<256xi8> to memref<64xf32>
// CHECK-NEXT:    "test.use"
// CHECK-NEXT:    %[[O2:.*]] = arith.constant 128 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[O2]]][] : memref<256xi8> to memref<32xf32>
func.func @disjoint_lifetimes() {
  %a = memref.alloc() {memopt.offset = 0 : i64} : memref<64xf32>
  "test.use"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() {memopt.offset = 128 : i64} : memref<32xf32>
  "test.use"(%b) : (memref<32xf32>) -> ()
  return
}

// In a hoisted scf.forall the offset is in the thread's arena: %t sits at
// 64 of every thread's 128 bytes, %u below it.
// CHECK-LABEL: func.func @in_forall()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$CHECK_MAP0]](%[[I]])
// CHECK-NEXT:      %[[OT:.*]] = affine.apply #[[$CHECK_MAP1]](%[[T]])
// CHECK-NEXT:      memref.view %[[BUF]][%[[OT]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:      memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<16xf32>
func.func @in_forall() {
  scf.forall (%i) in (4) {
    %t = memref.alloc() {memopt.offset = 64 : i64} : memref<16xf32>
    %u = memref.alloc() : memref<16xf32>
    "test.use"(%t, %u) : (memref<16xf32>, memref<16xf32>) -> ()
  }
  return
}
