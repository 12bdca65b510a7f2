// OPTIONS: constants=pack
// A three-layer MLP: @dense (matmul + bias + relu) called three times with
// different weights, each call with its own temporaries; weights are
// constants shared through @dense's arguments.
memref.global "private" constant @w0 : memref<8x8xf32> = dense<0.125>
memref.global "private" constant @w1 : memref<8x8xf32> = dense<[[1.0, -1.0, 0.5, 0.0, 0.0, 0.25, 0.0, 1.0], [0.0, 1.0, 0.0, -0.5, 1.0, 0.0, 0.0, 0.0], [0.5, 0.0, 1.0, 0.0, 0.0, 0.0, -1.0, 0.0], [0.0, 0.0, 0.0, 1.0, 0.5, 0.0, 0.0, 0.25], [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.5, 0.0], [0.0, 0.25, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, -0.25, 0.0, 0.0, 0.0, 1.0, 0.0], [0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]]>
memref.global "private" constant @w2 : memref<8x8xf32> = dense<-0.0625>
memref.global "private" constant @b : memref<8xf32> = dense<[0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7, -0.8]>

func.func @dense(%x: memref<4x8xf32>, %w: memref<8x8xf32>, %y: memref<4x8xf32>) {
  %acc = memref.alloc() : memref<4x8xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%acc : memref<4x8xf32>)
  linalg.matmul ins(%x, %w : memref<4x8xf32>, memref<8x8xf32>) outs(%acc : memref<4x8xf32>)
  %b = memref.get_global @b : memref<8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%acc, %b : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<4x8xf32>
  %h1 = memref.alloc() : memref<4x8xf32>
  %h2 = memref.alloc() : memref<4x8xf32>
  %y = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%x : memref<4x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    linalg.yield %f : f32
  }
  %w0 = memref.get_global @w0 : memref<8x8xf32>
  %w1 = memref.get_global @w1 : memref<8x8xf32>
  %w2 = memref.get_global @w2 : memref<8x8xf32>
  call @dense(%x, %w0, %h1) : (memref<4x8xf32>, memref<8x8xf32>, memref<4x8xf32>) -> ()
  call @dense(%h1, %w1, %h2) : (memref<4x8xf32>, memref<8x8xf32>, memref<4x8xf32>) -> ()
  call @dense(%h2, %w2, %y) : (memref<4x8xf32>, memref<8x8xf32>, memref<4x8xf32>) -> ()
  %u = memref.cast %y : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %u2 = memref.cast %h2 : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
