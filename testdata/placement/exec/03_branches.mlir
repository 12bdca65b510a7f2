// Buffers in CFG branches merged at a join block (hoisted to the entry by
// buffer-hoisting), small ones on the stack, a dynamic one sized by
// memref.rank.
func.func private @pick(%c: i1, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^a, ^b
^a:
  %s = memref.alloc() : memref<2xf32>
  memref.store %x, %s[%c0] : memref<2xf32>
  memref.store %x, %s[%c1] : memref<2xf32>
  cf.br ^join(%s : memref<2xf32>)
^b:
  %t = memref.alloc() : memref<2xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %t[%c0] : memref<2xf32>
  memref.store %x, %t[%c1] : memref<2xf32>
  cf.br ^join(%t : memref<2xf32>)
^join(%j: memref<2xf32>):
  %p = memref.load %j[%c0] : memref<2xf32>
  %q = memref.load %j[%c1] : memref<2xf32>
  %r = arith.addf %p, %q : f32
  return %r : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.constant 5.0 : f32
  %out = memref.alloc() : memref<2xf32>
  %a = call @pick(%true, %x) : (i1, f32) -> f32
  %b = call @pick(%false, %x) : (i1, f32) -> f32
  memref.store %a, %out[%c0] : memref<2xf32>
  %c1 = arith.constant 1 : index
  memref.store %b, %out[%c1] : memref<2xf32>
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  %rank = memref.rank %u : memref<*xf32>
  %shape = memref.alloc(%rank) : memref<?xindex>
  memref.store %c1, %shape[%c0] : memref<?xindex>
  %k = memref.load %shape[%c0] : memref<?xindex>
  %kk = arith.index_cast %k : index to i32
  %kf = arith.sitofp %kk : i32 to f32
  %e = arith.addf %a, %kf : f32
  memref.store %e, %out[%c0] : memref<2xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
