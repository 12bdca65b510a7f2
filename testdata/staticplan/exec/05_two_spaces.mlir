// OPTIONS: pools=sram:spaces=1:align=32,dram:spaces=0:align=64 planner=cost-model
// POOL: sram=96 dram=192
// Two memory spaces: the scratch buffers of @kernel live in memory space 1
// (an on-chip SRAM) and go to the sram pool, the others to dram. mlir-opt
// 22 lowers memory space 1 to LLVM address space 1, which the host runs
// like any memory; results come back to space 0 with memref.copy (and a
// memory_space_cast for printing).
func.func @kernel(%in: memref<16xf32>, %out: memref<16xf32>) {
  %s0 = memref.alloc() : memref<16xf32, 1>
  %s1 = memref.alloc() : memref<8xf32, 1>
  memref.copy %in, %s0 : memref<16xf32> to memref<16xf32, 1>
  linalg.add ins(%s0, %s0 : memref<16xf32, 1>, memref<16xf32, 1>) outs(%s0 : memref<16xf32, 1>)
  %lo = memref.subview %s0[0] [8] [1] : memref<16xf32, 1> to memref<8xf32, strided<[1]>, 1>
  %hi = memref.subview %s0[8] [8] [1] : memref<16xf32, 1> to memref<8xf32, strided<[1], offset: 8>, 1>
  linalg.mul ins(%lo, %hi : memref<8xf32, strided<[1]>, 1>, memref<8xf32, strided<[1], offset: 8>, 1>) outs(%s1 : memref<8xf32, 1>)
  %d = memref.alloc() : memref<16xf32>
  memref.copy %s0, %d : memref<16xf32, 1> to memref<16xf32>
  %dlo = memref.subview %d[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  memref.copy %s1, %dlo : memref<8xf32, 1> to memref<8xf32, strided<[1]>>
  memref.copy %d, %out : memref<16xf32> to memref<16xf32>
  return
}

func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    memref.store %f, %a[%i] : memref<16xf32>
  }
  %r = memref.alloc() : memref<16xf32>
  call @kernel(%a, %r) : (memref<16xf32>, memref<16xf32>) -> ()
  memref.copy %r, %b : memref<16xf32> to memref<16xf32, 1>
  %g = memref.memory_space_cast %b : memref<16xf32, 1> to memref<16xf32>
  %u = memref.cast %g : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
