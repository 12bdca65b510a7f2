func.func @dealloc(%a: memref<8xf32>, %b: memref<4xi8>, %c1: i1, %c2: i1, %r: memref<8xf32>) -> (i1, i1) {
  bufferization.dealloc (%a : memref<8xf32>) if (%c1)
  bufferization.dealloc (%a, %b : memref<8xf32>, memref<4xi8>) if (%c1, %c2)
  %0:2 = bufferization.dealloc (%a : memref<8xf32>) if (%c1) retain (%r, %a : memref<8xf32>, memref<8xf32>)
  bufferization.dealloc
  return %0#0, %0#1 : i1, i1
}
