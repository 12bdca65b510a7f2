// linalg in the bodies: two products computed concurrently through
// temporaries of their own into the caller's buffers, summed after both
// awaits (through a group).
func.func private @printMemrefF32(memref<*xf32>)

#id = affine_map<(i, j) -> (i, j)>
func.func @main() {
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4x4xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %p = memref.alloc() : memref<4x4xf32>
  %q = memref.alloc() : memref<4x4xf32>
  %g = async.create_group %c2 : !async.group
  %t1 = async.execute {
    %b = memref.alloc() : memref<4x4xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<4x4xf32>)
    linalg.fill ins(%zero : f32) outs(%p : memref<4x4xf32>)
    linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%p : memref<4x4xf32>)
    async.yield
  }
  %r1 = async.add_to_group %t1, %g : !async.token
  %t2 = async.execute {
    %b = memref.alloc() : memref<4x4xf32>
    %c = memref.alloc() : memref<4x4xf32>
    linalg.fill ins(%half : f32) outs(%b : memref<4x4xf32>)
    linalg.add ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
    linalg.fill ins(%zero : f32) outs(%q : memref<4x4xf32>)
    linalg.matmul ins(%c, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%q : memref<4x4xf32>)
    async.yield
  }
  %r2 = async.add_to_group %t2, %g : !async.token
  %tmp = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%half : f32) outs(%tmp : memref<4x4xf32>)
  async.await_all %g
  %res = memref.alloc() : memref<4x4xf32>
  linalg.add ins(%p, %q : memref<4x4xf32>, memref<4x4xf32>) outs(%res : memref<4x4xf32>)
  linalg.add ins(%res, %tmp : memref<4x4xf32>, memref<4x4xf32>) outs(%res : memref<4x4xf32>)
  %u = memref.cast %res : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
