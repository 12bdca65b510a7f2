// Buffers defined before an scf.for and used inside it stay alive over the
// whole loop; a buffer allocated after the loop reuses a dead one's bytes.
#id = affine_map<(i) -> (i)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %pre = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%pre : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c11 = arith.constant 11 : index
    %c7 = arith.constant 7 : index
    %k = arith.muli %i, %c7 : index
    %m = arith.remui %k, %c11 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%pre, %pre : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %acc = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<64xf32>)
  scf.for %i = %c0 to %c5 step %c1 {
    linalg.add ins(%acc, %a : memref<64xf32>, memref<64xf32>) outs(%acc : memref<64xf32>)
    %v = memref.load %a[%i] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %a[%i] : memref<64xf32>
  }
  %t = memref.alloc() : memref<64xf32>
  linalg.mul ins(%acc, %acc : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
  %out = memref.alloc() : memref<64xf32>
  linalg.sub ins(%t, %acc : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
