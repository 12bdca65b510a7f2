// Integration-test style: vector contraction and transfers, printed with
// vector.print.
#matmat_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmat_trait = {
  indexing_maps = #matmat_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @entry() {
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -2.25 : f32
  %c0 = arith.constant 0 : index
  %a = vector.broadcast %f1 : f32 to vector<2x3xf32>
  %b = vector.broadcast %f2 : f32 to vector<3x2xf32>
  %acc = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %r = vector.contract #matmat_trait %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %r : vector<2x2xf32>
  %m = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%f0 : f32) outs(%m : memref<4x4xf32>)
  vector.transfer_write %r, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf32>, memref<4x4xf32>
  %t = vector.transfer_read %m[%c0, %c0], %f0 : memref<4x4xf32>, vector<4x4xf32>
  vector.print %t : vector<4x4xf32>
  %acc1 = vector.shape_cast %acc : vector<2x2xf32> to vector<4xf32>
  %red = vector.reduction <add>, %acc1 : vector<4xf32> into f32
  vector.print %red : f32
  %s = vector.shape_cast %t : vector<4x4xf32> to vector<16xf32>
  %e = vector.extract %s[5] : f32 from vector<16xf32>
  vector.print %e : f32
  memref.dealloc %m : memref<4x4xf32>
  return
}
