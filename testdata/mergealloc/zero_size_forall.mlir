// RUN: memopt --merge-alloc %s | FileCheck %s
// RUN: memopt --merge-alloc %s | memopt | FileCheck %s

// A forall whose buffers are all empty gets a thread stride of 0: the
// thread offset map is built simplified, as MLIR builds affine expressions,
// so memopt's output prints the map as mlir-opt (and memopt itself) would
// print it again. It printed affine_map<(d0) -> (d0 * 0)>, which memopt X |
// memopt turned into (0): not a fixed point (found by the program generator,
// seed 12).

// CHECK: #map = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @zero_size_in_forall
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<0xi8>
// CHECK: affine.apply #map
func.func @zero_size_in_forall() {
  scf.forall (%i) in (4) {
    %z = memref.alloc() : memref<0x4xf32>
    %y = memref.alloc() : memref<2x0xi8>
    "test.use"(%z, %y) : (memref<0x4xf32>, memref<2x0xi8>) -> ()
  }
  return
}
