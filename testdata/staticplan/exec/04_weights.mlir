// OPTIONS: constants=pack planner=cost-model
// Constant weights used by several functions: @w1 by @layer1 and @layer2,
// @bias by @layer2 and @main. constants=pack moves them into one byte
// global read through views.
memref.global "private" constant @w1 : memref<4x4xf32> = dense<[[1.0, 0.5, 0.0, -1.0], [2.0, 1.0, 0.25, 0.0], [0.0, -0.5, 1.0, 3.0], [1.5, 0.0, 2.0, 1.0]]>
memref.global "private" constant @bias : memref<4xf32> = dense<[0.5, -0.5, 1.0, 2.0]>
memref.global "private" constant @scale : memref<f32> = dense<3.0>

func.func @layer1(%x: memref<4x4xf32>, %y: memref<4x4xf32>) {
  %w = memref.get_global @w1 : memref<4x4xf32>
  %t = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%t : memref<4x4xf32>)
  linalg.matmul ins(%x, %w : memref<4x4xf32>, memref<4x4xf32>) outs(%t : memref<4x4xf32>)
  memref.copy %t, %y : memref<4x4xf32> to memref<4x4xf32>
  return
}

func.func @layer2(%x: memref<4x4xf32>, %y: memref<4x4xf32>) {
  %w = memref.get_global @w1 : memref<4x4xf32>
  %b = memref.get_global @bias : memref<4xf32>
  %t = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%t : memref<4x4xf32>)
  linalg.matmul ins(%w, %x : memref<4x4xf32>, memref<4x4xf32>) outs(%t : memref<4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%t, %b : memref<4x4xf32>, memref<4xf32>) outs(%y : memref<4x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<4x4xf32>
  %y = memref.alloc() : memref<4x4xf32>
  %b = memref.get_global @bias : memref<4xf32>
  %s = memref.get_global @scale : memref<f32>
  %sv = memref.load %s[] : memref<f32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%b : memref<4xf32>) outs(%x : memref<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %sv : f32
    linalg.yield %m : f32
  }
  call @layer1(%x, %y) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  call @layer2(%y, %x) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  %u = memref.cast %x : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
