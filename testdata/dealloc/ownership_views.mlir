// Views, casts and arith.select: a view's ownership is its source's; the
// dealloc frees base buffers (memref.extract_strided_metadata); select
// picks its result's ownership with a second arith.select.
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s

// CHECK-LABEL: func.func @subview_of_alloc
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: memref.subview %[[A]]
// CHECK: memref.extract_strided_metadata %[[A]]
func.func @subview_of_alloc(%i: index) -> f32 {
  %a = memref.alloc() : memref<8x8xf32>
  %s = memref.subview %a[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0, %c0] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %v : f32
}

// -----

// A view of an owned buffer is owned through it: no clone.
// CHECK-LABEL: func.func @return_subview
// CHECK-NOT: bufferization.clone
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%true) retain (%subview : memref<4xf32, strided<[1], offset: ?>>)
func.func @return_subview(%i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<16xf32>
  %s = memref.subview %a[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @view_of_arena(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %arena = memref.alloc() : memref<256xi8>
  %x = memref.view %arena[%c0][] : memref<256xi8> to memref<16xf32>
  %y = memref.view %arena[%c64][%n] : memref<256xi8> to memref<?xf32>
  memref.copy %x, %x : memref<16xf32> to memref<16xf32>
  %v = memref.load %y[%c0] : memref<?xf32>
  return %v : f32
}

// -----

func.func @expand_collapse() -> memref<16xf32> {
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %c = memref.expand_shape %b [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
  return %b : memref<16xf32>
}

// -----

func.func @cast_dynamic() -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

func.func @reinterpret(%m: memref<16xf32>) -> memref<4x4xf32> {
  %a = memref.alloc() : memref<16xf32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @select_owned
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<2xf32>
// CHECK: arith.select %{{.*}}, %true{{.*}}, %false{{.*}} : i1
func.func @select_owned(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  return %s : memref<2xf32>
}

// -----

func.func @select_two_allocs(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %v = memref.load %s[%c0] : memref<2xf32>
  return %v : f32
}

// -----

func.func @select_of_if_results(%c: i1, %d: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  %s = arith.select %d, %r, %a : memref<2xf32>
  return %s : memref<2xf32>
}

// -----

func.func @linalg_on_buffers(%x: memref<4x4xf32>) -> memref<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<4x4xf32>)
  linalg.matmul ins(%x, %x : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  %b = memref.alloc() : memref<4x4xf32>
  linalg.copy ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  return %b : memref<4x4xf32>
}

// -----

func.func @to_buffer_from_tensor_free(%t: index) -> memref<4xf32> {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc(%t) {alignment = 64 : i64} : memref<?xf32>
  return %a : memref<4xf32>
}
