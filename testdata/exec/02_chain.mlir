// A chain of elementwise linalg.generic ops at memref level: six
// temporaries of two sizes, each dead two steps after it is written.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @main() {
  %t0 = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%t0 : memref<16x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %i : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %s, %c7 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %t1 = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t0 : memref<16x16xf32>) outs(%t1 : memref<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 1.5 : f32
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  }
  %t2 = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t0, %t1 : memref<16x16xf32>, memref<16x16xf32>) outs(%t2 : memref<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  }
  %t3 = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t2 : memref<16x16xf32>) outs(%t3 : memref<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 3.0 : f32
    %r = arith.subf %a, %c : f32
    linalg.yield %r : f32
  }
  %t4 = memref.alloc() : memref<16xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%t4 : memref<16xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%t3 : memref<16x16xf32>) outs(%t4 : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  %t5 = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t2, %t4 : memref<16x16xf32>, memref<16xf32>) outs(%t5 : memref<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  }
  %out = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t5 : memref<16x16xf32>) outs(%out : memref<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  }
  %u = memref.cast %out : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
