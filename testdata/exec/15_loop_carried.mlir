// A buffer defined before a loop and last used inside it must stay alive
// over the whole loop: %f, allocated later in the body, must not reuse its
// bytes, or the second iteration would read %f's values through %e. Same
// for %g inside a nested loop, and for %h read only in a branch of an
// scf.if inside the loop.
#id = affine_map<(i) -> (i)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %hundred = arith.constant 100.0 : f32
  %e = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %g = memref.alloc() : memref<64xf32>
  linalg.add ins(%e, %e : memref<64xf32>, memref<64xf32>) outs(%g : memref<64xf32>)
  %h = memref.alloc() : memref<64xf32>
  linalg.add ins(%g, %e : memref<64xf32>, memref<64xf32>) outs(%h : memref<64xf32>)
  %out = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  scf.for %i = %c0 to %c3 step %c1 {
    linalg.add ins(%out, %e : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
    %f = memref.alloc() : memref<64xf32>
    linalg.fill ins(%hundred : f32) outs(%f : memref<64xf32>)
    linalg.add ins(%out, %f : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
    scf.for %j = %c0 to %c2 step %c1 {
      linalg.sub ins(%out, %g : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
      %k = memref.alloc() : memref<64xf32>
      linalg.fill ins(%hundred : f32) outs(%k : memref<64xf32>)
      linalg.add ins(%out, %k : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
    }
    %odd = arith.cmpi eq, %i, %c1 : index
    scf.if %odd {
      linalg.add ins(%out, %h : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
    }
    %m = memref.alloc() : memref<64xf32>
    linalg.fill ins(%hundred : f32) outs(%m : memref<64xf32>)
    linalg.sub ins(%out, %m : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  }
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
