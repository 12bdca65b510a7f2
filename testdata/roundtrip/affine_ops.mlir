#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
#set1 = affine_set<(d0) : (d0 mod 2 == 0)>
func.func @affine_ops(%m: memref<16xf32>, %i: index, %n: index) -> (index, index, index, f32) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%n]
  %c = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%b)
  affine.if #set(%i)[%n] {
    %v = affine.load %m[%i] : memref<16xf32>
    affine.store %v, %m[%i - 1] : memref<16xf32>
  }
  %r = affine.if #set1(%c) -> f32 {
    %v = affine.load %m[%c] : memref<16xf32>
    affine.yield %v : f32
  } else {
    %z = arith.constant 1.0 : f32
    affine.yield %z : f32
  }
  %d = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%n]
  %e = arith.addi %c, %d : index
  return %a, %b, %e, %r : index, index, index, f32
}

func.func @dma_wait(%tag: memref<2xi32, 2>, %i: index, %n: index) {
  affine.dma_wait %tag[%i + 1], %n : memref<2xi32, 2>
  affine.for %k = 0 to 4 {
    affine.dma_wait %tag[%k * 2 - symbol(%n)], %n : memref<2xi32, 2>
  }
  return
}
