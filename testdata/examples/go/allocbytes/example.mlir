// Input of the allocbytes example (testdata/examples/go/allocbytes). @chain
// computes 7 * %in through three temporaries, each live only while the
// next one is computed, so merge-alloc packs them into 512 bytes (%c reuses
// the bytes of %a); the returned %out stays a buffer of its own. @main
// prints the result, for the differential test (lower and run before and
// after the pass: same output).
func.func @chain(%in: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%in, %in : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %in : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.add ins(%b, %b : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>)
  %out = memref.alloc() : memref<64xf32>
  linalg.add ins(%c, %in : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return %out : memref<64xf32>
}

func.func @small(%n: index) {
  %s = memref.alloca() : memref<4xi8>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %in = memref.alloc() : memref<64xf32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%in : memref<64xf32>)
  %r = call @chain(%in) : (memref<64xf32>) -> memref<64xf32>
  %u = memref.cast %r : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
