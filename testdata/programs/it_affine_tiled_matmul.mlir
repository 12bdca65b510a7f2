// Integration-test style: a tiled matmul written with affine loops, with
// min/max bounds and affine maps of several shapes.
#tile_ub = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#id = affine_map<(d0) -> (d0)>
func.func @tiled(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  affine.for %ii = 0 to %M step 4 {
    affine.for %jj = 0 to %N step 4 {
      affine.for %i = #id(%ii) to min #tile_ub(%ii)[%M] {
        affine.for %j = #id(%jj) to min #tile_ub(%jj)[%N] {
          %acc0 = affine.load %C[%i, %j] : memref<?x?xf32>
          %acc = affine.for %k = 0 to %K iter_args(%a = %acc0) -> (f32) {
            %x = affine.load %A[%i, %k] : memref<?x?xf32>
            %y = affine.load %B[%k, %j] : memref<?x?xf32>
            %p = arith.mulf %x, %y : f32
            %s = arith.addf %a, %p : f32
            affine.yield %s : f32
          }
          affine.store %acc, %C[%i, %j] : memref<?x?xf32>
        }
      }
    }
  }
  return
}

func.func @skew(%m: memref<16x16xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 1 to 15 {
    affine.for %j = max affine_map<(d0) -> (d0 - 1, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 2, s0, 16)>(%i)[%n] step 2 {
      %v = affine.load %m[%i - 1, %j floordiv 2 + 3] : memref<16x16xf32>
      %w = arith.addf %v, %cst : f32
      %idx = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 - 17)>(%i, %j)
      %q = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) mod 16)>(%idx)[%n]
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - 2 >= 0)>(%i, %j) {
        affine.store %w, %m[%i, %q] : memref<16x16xf32>
      }
    }
  }
  return
}
