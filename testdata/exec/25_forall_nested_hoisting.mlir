// Buffers between two nested scf.foralls that the inner loop reads: the
// buffers forall-hoisting=nested (graph-compiler's rule) takes out of their
// foralls, one slice per thread; the program runs the same under every
// forall-hoisting mode. Lower bounds and steps, several induction
// variables and n-d buffers, an scf.for between foralls, two parallel
// loops one after the other, a dynamic outer range and a branch.
// Every thread writes its own part of the outputs.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %iota = memref.alloc() : memref<16xf32>
  scf.for %k = %c0 to %c16 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    memref.store %f, %iota[%k] : memref<16xf32>
  }
  %w = memref.alloc() : memref<16xf32>
  linalg.copy ins(%iota : memref<16xf32>) outs(%w : memref<16xf32>)
  // Lower bound 1, step 2: threads 1, 3, 5, 7 write rows 0..3.
  %o1 = memref.alloc() : memref<4x3x16xf32>
  scf.forall (%i) = (1) to (9) step (2) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%fi : f32) outs(%a : memref<16xf32>)
    %r0 = arith.subi %i, %c1 : index
    %r = arith.divui %r0, %c2 : index
    scf.forall (%j) in (3) {
      %jj = arith.index_cast %j : index to i32
      %fj = arith.sitofp %jj : i32 to f32
      %t = memref.alloc() : memref<16xf32>
      linalg.fill ins(%fj : f32) outs(%t : memref<16xf32>)
      linalg.mul ins(%t, %w : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
      %dst = memref.subview %o1[%r, %j, 0] [1, 1, 16] [1, 1, 1] : memref<4x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%a, %t : memref<16xf32>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
    }
  }
  // Two induction variables, an n-d buffer read by rows in the inner loop.
  %o2 = memref.alloc() : memref<2x3x2x16xf32>
  scf.forall (%i, %j) in (2, 3) {
    %ij = arith.muli %i, %c16 : index
    %s = arith.addi %ij, %j : index
    %si = arith.index_cast %s : index to i32
    %fs = arith.sitofp %si : i32 to f32
    %b = memref.alloc() : memref<2x16xf32>
    linalg.fill ins(%fs : f32) outs(%b : memref<2x16xf32>)
    %b1 = memref.subview %b[1, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: 16>>
    linalg.add ins(%b1, %w : memref<16xf32, strided<[1], offset: 16>>, memref<16xf32>) outs(%b1 : memref<16xf32, strided<[1], offset: 16>>)
    scf.forall (%k) in (2) {
      %src = memref.subview %b[%k, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      %dst = memref.subview %o2[%i, %j, %k, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%src, %w : memref<16xf32, strided<[1], offset: ?>>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
    }
  }
  // An scf.for between the foralls a buffer leaves, then a second parallel
  // loop after it in the same body.
  %o3 = memref.alloc() : memref<2x2x2x2x16xf32>
  %o4 = memref.alloc() : memref<2x3x2x16xf32>
  scf.forall (%i) in (2) {
    scf.for %s = %c0 to %c2 step %c1 {
      scf.forall (%j) in (2) {
        %v0 = arith.addi %i, %j : index
        %v1 = arith.addi %v0, %s : index
        %vi = arith.index_cast %v1 : index to i32
        %fv = arith.sitofp %vi : i32 to f32
        %c = memref.alloc() : memref<16xf32>
        linalg.fill ins(%fv : f32) outs(%c : memref<16xf32>)
        scf.forall (%k) in (2) {
          %dst = memref.subview %o3[%i, %s, %j, %k, 0] [1, 1, 1, 1, 16] [1, 1, 1, 1, 1] : memref<2x2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
          linalg.mul ins(%c, %w : memref<16xf32>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
        }
      }
    }
    scf.forall (%j) in (3) {
      %d = memref.alloc() : memref<16xf32>
      linalg.add ins(%w, %w : memref<16xf32>, memref<16xf32>) outs(%d : memref<16xf32>)
      scf.forall (%k) in (2) {
        %dst = memref.subview %o4[%i, %j, %k, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.sub ins(%d, %w : memref<16xf32>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
      }
    }
  }
  // A dynamic outer range (computed from memory, 2) and a branch.
  %twice = memref.alloc() : memref<16xf32>
  linalg.add ins(%w, %w : memref<16xf32>, memref<16xf32>) outs(%twice : memref<16xf32>)
  %two = memref.load %twice[%c1] : memref<16xf32>
  %twoi = arith.fptosi %two : f32 to i32
  %n = arith.index_cast %twoi : i32 to index
  %cond = arith.cmpi sgt, %n, %c1 : index
  %o5 = memref.alloc() : memref<2x2x2x16xf32>
  scf.forall (%i) in (%n) {
    scf.forall (%j) in (2) {
      %e = memref.alloc() : memref<16xf32>
      %ij = arith.addi %i, %j : index
      %ei = arith.index_cast %ij : index to i32
      %fe = arith.sitofp %ei : i32 to f32
      linalg.fill ins(%fe : f32) outs(%e : memref<16xf32>)
      scf.forall (%k) in (2) {
        %dst = memref.subview %o5[%i, %j, %k, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%e, %w : memref<16xf32>, memref<16xf32>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
      }
      scf.if %cond {
        linalg.mul ins(%e, %e : memref<16xf32>, memref<16xf32>) outs(%e : memref<16xf32>)
        %dst = memref.subview %o5[%i, %j, 0, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%e, %dst : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%dst : memref<16xf32, strided<[1], offset: ?>>)
      }
    }
  }
  %u1 = memref.cast %o1 : memref<4x3x16xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %o2 : memref<2x3x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %o3 : memref<2x2x2x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %u4 = memref.cast %o4 : memref<2x3x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %u5 = memref.cast %o5 : memref<2x2x2x16xf32> to memref<*xf32>
  call @printMemrefF32(%u5) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
