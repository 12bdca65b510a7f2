// RUN: memopt --merge-alloc %s | FileCheck %s --check-prefix=EXACT
// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s --check-prefix=COST
// RUN: memopt --merge-alloc="planner-options=size-first" %s | FileCheck %s --check-prefix=SIZE
// RUN: memopt --merge-alloc="planner-options=exact verify-plan" %s | FileCheck %s --check-prefix=EXACT

// A case built to make the two trace planners choose differently. All
// thirteen buffers are first used together at tick 15, so they are laid
// out in alloc order: a@0, s1@64, e1..e9@128..640, s2@704, b@768 (b is
// 128 bytes). Then a, e1..e9 and b die in that order while s1 and s2 stay
// alive, leaving three free chunks: a's (64 bytes, freed long ago), the
// e's (576 bytes) and b's (128 bytes, freed last). %c (64 bytes) is then
// allocated, and %d (128 bytes) while %c is alive.
//  - cost-model prefers recently freed chunks: %c splits b's chunk (768)
//    and %d goes to the e's chunk (128);
//  - size-first takes the smallest chunk that fits: %c gets a's exact fit
//    (0) and %d b's (768).
// Both arenas are 896 bytes, which is also the lower bound (all thirteen
// buffers live at tick 15); the exact planner proves it, and the default
// planner (auto) reaches it too.
// COST-LABEL: func.func @layout()
// COST-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<896xi8>
// COST:         arith.constant 768 : index
// COST-NEXT:    memref.view {{.*}} to memref<32xf32>
// COST:         arith.constant 768 : index
// COST-NEXT:    memref.view {{.*}} to memref<16xf32>
// COST-NEXT:    "test.use"
// COST-NEXT:    arith.constant 128 : index
// COST-NEXT:    memref.view {{.*}} to memref<32xf32>
// SIZE-LABEL: func.func @layout()
// SIZE-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<896xi8>
// SIZE:         arith.constant 768 : index
// SIZE-NEXT:    memref.view {{.*}} to memref<32xf32>
// SIZE:         arith.constant 0 : index
// SIZE-NEXT:    memref.view {{.*}} to memref<16xf32>
// SIZE-NEXT:    "test.use"
// SIZE-NEXT:    arith.constant 768 : index
// SIZE-NEXT:    memref.view {{.*}} to memref<32xf32>
// EXACT-LABEL: func.func @layout()
// EXACT-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<896xi8>
func.func @layout() {
  %a = memref.alloc() : memref<16xf32>
  %s1 = memref.alloc() : memref<16xf32>
  %e1 = memref.alloc() : memref<16xf32>
  %e2 = memref.alloc() : memref<16xf32>
  %e3 = memref.alloc() : memref<16xf32>
  %e4 = memref.alloc() : memref<16xf32>
  %e5 = memref.alloc() : memref<16xf32>
  %e6 = memref.alloc() : memref<16xf32>
  %e7 = memref.alloc() : memref<16xf32>
  %e8 = memref.alloc() : memref<16xf32>
  %e9 = memref.alloc() : memref<16xf32>
  %s2 = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  "test.use"(%a, %s1, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8, %e9, %s2, %b) : (memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<32xf32>) -> ()
  "test.use"(%a) : (memref<16xf32>) -> ()
  "test.use"(%e1) : (memref<16xf32>) -> ()
  "test.use"(%e2) : (memref<16xf32>) -> ()
  "test.use"(%e3) : (memref<16xf32>) -> ()
  "test.use"(%e4) : (memref<16xf32>) -> ()
  "test.use"(%e5) : (memref<16xf32>) -> ()
  "test.use"(%e6) : (memref<16xf32>) -> ()
  "test.use"(%e7) : (memref<16xf32>) -> ()
  "test.use"(%e8) : (memref<16xf32>) -> ()
  "test.use"(%e9) : (memref<16xf32>) -> ()
  "test.use"(%b) : (memref<32xf32>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c) : (memref<16xf32>) -> ()
  %d = memref.alloc() : memref<32xf32>
  "test.use"(%c, %d) : (memref<16xf32>, memref<32xf32>) -> ()
  "test.use"(%s1, %s2) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}
