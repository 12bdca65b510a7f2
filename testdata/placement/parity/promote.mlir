// Cases for promote-buffers-to-stack (and the other placement passes).

// A small static buffer used and dropped in the function becomes an
// alloca; a large one and a returned one stay on the heap; a freed one too.
func.func @sizes(%x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %small = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %x, %small[%c0] : memref<16xf32>
  %large = memref.alloc() : memref<1024xf32>
  memref.store %x, %large[%c0] : memref<1024xf32>
  %freed = memref.alloc() : memref<8xf32>
  memref.store %x, %freed[%c0] : memref<8xf32>
  memref.dealloc %freed : memref<8xf32>
  %ret = memref.alloc() : memref<4xf32>
  return %ret : memref<4xf32>
}

// -----

// Exactly at the limit in bits: i1 elements take a bit each.
func.func @bits() {
  %a = memref.alloc() : memref<8192xi1>
  %b = memref.alloc() : memref<8193xi1>
  %c = memref.alloc() : memref<256xf32>
  %d = memref.alloc() : memref<257xf32>
  %e = memref.alloc() : memref<128xindex>
  %f = memref.alloc() : memref<64xcomplex<f64>>
  %g = memref.alloc() : memref<2x3xvector<4xf32>>
  %h = memref.alloc() : memref<0xf32>
  return
}

// -----

// Dynamic sizes are promoted only when they come from memref.rank and the
// rank is small.
func.func @dynamic(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%n) : memref<?xindex>
  %c = memref.alloc(%r, %r) : memref<?x?xindex>
  return
}

// -----

// Inside a branch: the function is the scope; a buffer yielded out of the
// branch and then returned leaves it.
func.func @branch(%c: i1, %x: f32) -> memref<2xf32> {
  %0 = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    memref.store %x, %b[%c0] : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  scf.if %c {
    %t = memref.alloc() : memref<3xf32>
    %c0 = arith.constant 0 : index
    memref.store %x, %t[%c0] : memref<3xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// In a loop body the loop is the scope: promoted unless the buffer is
// carried to the next iteration.
func.func @loop(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    %next = memref.alloc() : memref<4xf32>
    memref.copy %it, %next : memref<4xf32> to memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  return
}

// -----

// CFG branches: a buffer passed to another block and returned from there
// escapes; one that only flows between blocks does not.
func.func @cfg(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^x(%a : memref<2xf32>), ^y(%b : memref<2xf32>)
^x(%p: memref<2xf32>):
  cf.br ^z
^y(%q: memref<2xf32>):
  return %q : memref<2xf32>
^z:
  %d = memref.alloc() : memref<2xf32>
  return %d : memref<2xf32>
}

// -----

// Views of a buffer: a returned subview makes the buffer escape; a while
// loop and a forall are not scopes to cross.
func.func @views(%n: index) -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<8xf32>
  %v = memref.subview %b[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  %true = arith.constant true
  scf.while : () -> () {
    %w = memref.alloc() : memref<8xf32>
    scf.condition(%true)
  } do {
    scf.yield
  }
  scf.forall (%i) in (4) {
    %f = memref.alloc() : memref<8xf32>
  }
  return %s : memref<2xf32, strided<[1], offset: 2>>
}

// -----

// Memory spaces, alignment, an unknown region op (not a scope to cross)
// and an execute_region (structured control flow).
func.func @misc() {
  %a = memref.alloc() {alignment = 16 : i64} : memref<2xf32, 1>
  "test.region"() ({
    %b = memref.alloc() : memref<2xf32>
    "test.terminator"() : () -> ()
  }) : () -> ()
  scf.execute_region {
    %c = memref.alloc() : memref<2xf32>
    scf.yield
  }
  return
}
