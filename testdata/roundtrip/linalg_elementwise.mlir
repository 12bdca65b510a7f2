func.func @elementwise(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.sub ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.mul ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.div ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.max ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.min ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.exp ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.log ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.abs ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
