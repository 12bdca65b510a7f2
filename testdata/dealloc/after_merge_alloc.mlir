// Arenas and views after memopt's merge-alloc (this file is merge-alloc's
// output for four small programs: a chain of buffers, a loop with a
// temporary and a dynamic result, buffers in an scf.if, per-thread
// buffers of an scf.forall): the arena is the one allocation; every view
// of it is owned through it, and one dealloc frees it.
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation --bufferization-lower-deallocations %s | FileCheck %s --check-prefix=LOWER

// CHECK-LABEL: func.func @chain
// CHECK: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ARENA]]
// CHECK-NEXT: bufferization.dealloc (%{{.*}}, %{{.*}}, %[[BASE]] : memref<f32>, memref<f32>, memref<i8>) if (%false, %false_0, %true)
// CHECK-NEXT: return
// LOWER-LABEL: func.func @chain
// LOWER: call @dealloc_helper
module {
  func.func @chain(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
    %c0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0][] : memref<512xi8> to memref<64xf32>
    %c256 = arith.constant 256 : index
    %view_0 = memref.view %alloc[%c256][] : memref<512xi8> to memref<64xf32>
    memref.copy %arg0, %view : memref<64xf32> to memref<64xf32>
    memref.copy %view, %view_0 : memref<64xf32> to memref<64xf32>
    %c0_1 = arith.constant 0 : index
    %view_2 = memref.view %alloc[%c0_1][] : memref<512xi8> to memref<64xf32>
    memref.copy %view_0, %view_2 : memref<64xf32> to memref<64xf32>
    memref.copy %view_2, %arg1 : memref<64xf32> to memref<64xf32>
    return
  }
}

// -----
module {
  func.func @loop_and_dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<16xf32>) -> memref<?xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
    %c0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0][] : memref<128xi8> to memref<16xf32>
    scf.for %arg5 = %arg1 to %arg2 step %arg3 {
      %c64 = arith.constant 64 : index
      %view_1 = memref.view %alloc[%c64][] : memref<128xi8> to memref<16xf32>
      memref.copy %arg4, %view_1 : memref<16xf32> to memref<16xf32>
      memref.copy %view_1, %view : memref<16xf32> to memref<16xf32>
    }
    memref.copy %view, %arg4 : memref<16xf32> to memref<16xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
    return %alloc_0 : memref<?xf32>
  }
}

// -----
module {
  func.func @branches(%arg0: i1, %arg1: memref<32xf32>) -> f32 {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0_0][] : memref<256xi8> to memref<32xf32>
    memref.copy %arg1, %view : memref<32xf32> to memref<32xf32>
    %0 = scf.if %arg0 -> (f32) {
      %c128 = arith.constant 128 : index
      %view_1 = memref.view %alloc[%c128][] : memref<256xi8> to memref<32xf32>
      memref.copy %view, %view_1 : memref<32xf32> to memref<32xf32>
      %1 = memref.load %view_1[%c0] : memref<32xf32>
      scf.yield %1 : f32
    } else {
      %1 = memref.load %view[%c0] : memref<32xf32>
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}

// -----
#map = affine_map<(d0) -> (d0 * 64)>
module {
  func.func @forall(%arg0: memref<4x16xf32>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
    scf.forall (%arg1) in (4) {
      %0 = affine.apply #map(%arg1)
      %view = memref.view %alloc[%0][] : memref<256xi8> to memref<16xf32>
      %subview = memref.subview %arg0[%arg1, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      memref.copy %subview, %view : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32>
      memref.copy %view, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
    }
    return
  }
}

