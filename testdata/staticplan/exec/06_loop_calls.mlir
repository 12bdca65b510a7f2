// OPTIONS: planner=cost-model
// MAXPATH
// POOL: workspace=640
// Calls inside a loop: @step runs four times; its frame (%t and %u, 256
// bytes) is live at the call only, and the buffers @main keeps across the
// loop (%acc, %cur: 256 bytes, %tmp allocated in the body: 128 bytes)
// are live over the whole loop.
func.func @step(%in: memref<32xf32>, %out: memref<32xf32>, %k: index) {
  %t = memref.alloc() : memref<32xf32>
  %u = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %ki = arith.index_cast %k : index to i32
  %kf = arith.sitofp %ki : i32 to f32
  linalg.fill ins(%kf : f32) outs(%t : memref<32xf32>)
  linalg.add ins(%in, %t : memref<32xf32>, memref<32xf32>) outs(%u : memref<32xf32>)
  scf.for %i = %c0 to %c32 step %c1 {
    %j = arith.subi %c32, %i : index
    %jj = arith.subi %j, %c1 : index
    %v = memref.load %u[%jj] : memref<32xf32>
    memref.store %v, %out[%i] : memref<32xf32>
  }
  return
}

func.func @main() {
  %acc = memref.alloc() : memref<32xf32>
  %cur = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%acc : memref<32xf32>)
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %cur[%i] : memref<32xf32>
  }
  scf.for %k = %c0 to %c4 step %c1 {
    %tmp = memref.alloc() : memref<32xf32>
    func.call @step(%cur, %tmp, %k) : (memref<32xf32>, memref<32xf32>, index) -> ()
    linalg.add ins(%acc, %tmp : memref<32xf32>, memref<32xf32>) outs(%acc : memref<32xf32>)
    memref.copy %tmp, %cur : memref<32xf32> to memref<32xf32>
  }
  %u = memref.cast %acc : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
