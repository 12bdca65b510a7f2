// Ownership-based deallocation over unstructured control flow: ownership
// indicators travel as extra block arguments; cf.cond_br gets one dealloc
// per successor, guarded by the branch condition.
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s

// CHECK-LABEL: func.func @br_forward
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : memref<2xf32>, i1)
// CHECK: ^bb1(%{{.*}}: memref<2xf32>, %{{.*}}: i1):
func.func @br_forward() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  %v = memref.load %m[%c0] : memref<2xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cond_br_diamond
// CHECK: arith.andi
// CHECK: arith.xori
// CHECK: cf.cond_br
func.func @cond_br_diamond(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// -----

func.func @cond_br_forward_alloc(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)
^bb1(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// -----

func.func @live_across_blocks(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %a[%i] : memref<4xf32>
  cf.br ^bb3(%v : f32)
^bb2:
  %f = arith.constant 1.0 : f32
  cf.br ^bb3(%f : f32)
^bb3(%r: f32):
  return %r : f32
}

// -----

func.func @switch_free_chain(%c: i1, %d: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  cf.cond_br %d, ^bb2(%b : memref<4xf32>), ^bb3
^bb2(%x: memref<4xf32>):
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  cf.br ^bb3
^bb3:
  return
}
