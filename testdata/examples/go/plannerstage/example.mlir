// Input of the plannerstage example (testdata/examples/go/plannerstage):
// four temporaries that merge-alloc-keep merges, and %keep, marked
// {example.keep}, that it leaves alone. merge-alloc's cost-model planner
// packs the four into 384 bytes, the example's longest-first into 448:
// it places %c (the longest-lived) first, at offset 0, which pushes %a
// above %b.
func.func @f(%in: memref<16xf32>, %out: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc() : memref<64xf32>
  %c = memref.alloc() : memref<16xf32>
  %d = memref.alloc() : memref<48xf32>
  %keep = memref.alloc() {example.keep} : memref<16xf32>
  %a0 = memref.subview %a[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
  %b0 = memref.subview %b[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
  %d0 = memref.subview %d[0] [16] [1] : memref<48xf32> to memref<16xf32, strided<[1]>>
  memref.copy %in, %a0 : memref<16xf32> to memref<16xf32, strided<[1]>>
  memref.copy %a0, %b0 : memref<16xf32, strided<[1]>> to memref<16xf32, strided<[1]>>
  memref.copy %b0, %c : memref<16xf32, strided<[1]>> to memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%keep : memref<16xf32>)
  memref.copy %c, %keep : memref<16xf32> to memref<16xf32>
  memref.copy %keep, %d0 : memref<16xf32> to memref<16xf32, strided<[1]>>
  memref.copy %d0, %out : memref<16xf32, strided<[1]>> to memref<16xf32>
  return
}
