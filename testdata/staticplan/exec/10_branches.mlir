// Calls in both branches of an scf.if and a buffer chosen by arith.select:
// the buffers passed to the calls are live over the calls, the branches'
// callees share memory.
func.func @even(%in: memref<16xf32>, %out: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  linalg.add ins(%in, %in : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  linalg.mul ins(%t, %in : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

func.func @odd(%in: memref<16xf32>, %out: memref<16xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %in[%i] : memref<16xf32>
    %j = arith.addi %i, %c16 : index
    memref.store %v, %t[%i] : memref<32xf32>
    %n = arith.negf %v : f32
    memref.store %n, %t[%j] : memref<32xf32>
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %j = arith.addi %i, %c16 : index
    %a = memref.load %t[%i] : memref<32xf32>
    %b = memref.load %t[%j] : memref<32xf32>
    %m = arith.mulf %a, %b : f32
    memref.store %m, %out[%i] : memref<16xf32>
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  %z = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %x[%i] : memref<16xf32>
  }
  scf.for %k = %c0 to %c5 step %c1 {
    %r = arith.remui %k, %c2 : index
    %isEven = arith.cmpi eq, %r, %c0 : index
    %dst = arith.select %isEven, %y, %z : memref<16xf32>
    scf.if %isEven {
      func.call @even(%x, %dst) : (memref<16xf32>, memref<16xf32>) -> ()
    } else {
      func.call @odd(%x, %dst) : (memref<16xf32>, memref<16xf32>) -> ()
    }
    linalg.add ins(%dst, %x : memref<16xf32>, memref<16xf32>) outs(%x : memref<16xf32>)
  }
  %u = memref.cast %x : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
