// Cases for buffer-hoisting and buffer-loop-hoisting (and the other
// placement passes).

// CFG diamond: an alloc used in both branches moves to their dominator;
// one used in one branch only stays; a dynamic one stays below its size.
func.func @diamond(%c: i1, %n: index, %x: f32) {
  cf.cond_br %c, ^a, ^b
^a:
  %m = arith.addi %n, %n : index
  %d = memref.alloc(%m) : memref<?xf32>
  %s = memref.alloc() : memref<2xf32>
  cf.br ^join(%s : memref<2xf32>)
^b:
  %t = memref.alloc() : memref<2xf32>
  cf.br ^join(%t : memref<2xf32>)
^join(%j: memref<2xf32>):
  %c0 = arith.constant 0 : index
  memref.store %x, %j[%c0] : memref<2xf32>
  %late = memref.alloc() : memref<2xf32>
  return
}

// -----

// Out of nested branches, not out of loops; loop hoisting does the
// opposite.
func.func @nested(%c: i1, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.if %c {
      %a = memref.alloc() : memref<4xf32>
      memref.store %x, %a[%c0] : memref<4xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %b = memref.alloc() : memref<4xf32>
      memref.store %x, %b[%j] : memref<4xf32>
      %d = memref.alloc(%i) : memref<?xf32>
      memref.store %x, %d[%j] : memref<?xf32>
      scf.if %c {
        %e = memref.alloc() : memref<4xf32>
        memref.store %x, %e[%j] : memref<4xf32>
      }
    }
  }
  return
}

// -----

// A buffer carried through iter_args or yielded out of the loop stays;
// allocas leave loops too (loop hoisting) but not branches.
func.func @carried(%n: index, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    memref.copy %it, %next : memref<4xf32> to memref<4xf32>
    %tmp = memref.alloca() : memref<4xf32>
    memref.store %x, %tmp[%c0] : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// Parallel loops are not left by loop hoisting; a while loop is.
func.func @parallel(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %b = memref.alloc() : memref<4xf32>
    memref.store %x, %b[%i] : memref<4xf32>
    scf.reduce
  }
  %true = arith.constant true
  scf.while : () -> () {
    %w = memref.alloc() : memref<4xf32>
    memref.store %x, %w[%c0] : memref<4xf32>
    scf.condition(%true)
  } do {
    %v = memref.alloc() : memref<4xf32>
    memref.store %x, %v[%c0] : memref<4xf32>
    scf.yield
  }
  return
}

// -----

// Aliases: a view used after the branch keeps the allocation where it
// dominates that use; a select of two buffers.
func.func @aliases(%c: i1, %x: f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<2xf32, strided<[1], offset: 2>> {
    %a = memref.alloc() : memref<8xf32>
    %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %s : memref<2xf32, strided<[1], offset: 2>>
  } else {
    %b = memref.alloc() : memref<8xf32>
    %s = memref.subview %b[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %s : memref<2xf32, strided<[1], offset: 2>>
  }
  memref.store %x, %r[%c0] : memref<2xf32, strided<[1], offset: 2>>
  scf.if %c {
    %p = memref.alloc() : memref<2xf32>
    %q = memref.alloc() : memref<2xf32>
    %sel = arith.select %c, %p, %q : memref<2xf32>
    memref.store %x, %sel[%c0] : memref<2xf32>
  }
  return
}

// -----

// Dynamic sizes defined at different depths bound how far an allocation
// moves.
func.func @dynamic(%n: index, %c: i1, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.addi %n, %c1 : index
    scf.if %c {
      %a = memref.alloc(%n) : memref<?xf32>
      memref.store %x, %a[%c0] : memref<?xf32>
      %b = memref.alloc(%k) : memref<?xf32>
      memref.store %x, %b[%c0] : memref<?xf32>
    }
    scf.for %j = %c0 to %n step %c1 {
      %d = memref.alloc(%k) : memref<?xf32>
      memref.store %x, %d[%j] : memref<?xf32>
    }
  }
  return
}

// -----

// Loops in the CFG: an allocation in a loop block moves to the loop
// header's dominator by buffer-hoisting, stays with loop hoisting (not a
// structured loop).
func.func @cfg_loop(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}

// -----

// Allocations with a dealloc, an unknown region op, affine loops and a
// memref.alloca_scope.
func.func @misc(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %x, %a[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  "test.region"() ({
    %b = memref.alloc() : memref<4xf32>
    "test.terminator"() : () -> ()
  }) : () -> ()
  affine.for %i = 0 to 8 {
    memref.alloca_scope {
      %s = memref.alloca() : memref<4xf32>
      memref.store %x, %s[%c0] : memref<4xf32>
    }
  }
  return
}
