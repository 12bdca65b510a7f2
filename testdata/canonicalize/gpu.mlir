// RUN: memopt --canonicalize %s | FileCheck %s

// The gpu dialect's canonicalizations, as mlir-opt 22's: a block or thread
// id whose size is the constant 1 is 0 (FoldLaunchArguments); waits on a
// token-less `gpu.wait async`, waits without dependencies or token, tokens
// waiting for one dependency and unused tokens go away (gpu.wait's two
// patterns); a copy into a buffer nothing else uses but its frees is
// erased (EraseTrivialCopyOp), and memref.cast operands of copies and sets
// fold into their sources.

// CHECK-LABEL: func.func @launch_ids(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK:         gpu.launch blocks(%[[BX:[a-z0-9]+]], %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) in
// CHECK-SAME:      threads(%[[TX:[a-z0-9]+]], %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) in
// CHECK-NEXT:      %[[I:.*]] = arith.addi %[[BX]], %[[TX]] : index
// CHECK-NEXT:      %[[V:.*]] = memref.load %arg0[%[[I]]] : memref<64xf32>
// CHECK-NEXT:      memref.store %[[V]], %arg0[%[[C0]]] : memref<64xf32>
// CHECK:         gpu.launch
// CHECK-NEXT:      memref.load %arg0[%arg5]
// CHECK-NEXT:      memref.store %{{.*}}, %arg0[%arg2]

// CHECK-LABEL: func.func @waits(
// CHECK-NEXT:    %[[T:.*]] = gpu.wait async
// CHECK-NEXT:    %[[M:.*]], %[[T1:.*]] = gpu.alloc async [%[[T]]] () : memref<16xf32>
// CHECK-NEXT:    %[[T2:.*]] = gpu.dealloc async [%[[T1]]] %[[M]] : memref<16xf32>
// CHECK-NEXT:    gpu.wait [%[[T2]]]
// CHECK-NEXT:    return

// CHECK-LABEL: func.func @copies(
// CHECK-NEXT:    %[[F:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    gpu.memcpy  %arg1, %arg0 : memref<16xf32>, memref<16xf32>
// CHECK-NEXT:    gpu.memset  %arg1, %[[F]] : memref<16xf32>, f32
// CHECK-NEXT:    %[[K:.*]] = gpu.alloc  () : memref<16xf32>
// CHECK-NEXT:    gpu.memcpy  %[[K]], %arg0
// CHECK-NEXT:    gpu.memcpy  %arg1, %[[K]]
// CHECK-NEXT:    return

func.func @launch_ids(%m: memref<64xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = arith.addi %bx, %by : index
    %b = arith.addi %tx, %ty : index
    %c = arith.addi %a, %b : index
    %d = arith.addi %c, %tz : index
    %v = memref.load %m[%d] : memref<64xf32>
    memref.store %v, %m[%bz] : memref<64xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %m[%bx] : memref<64xf32>
    gpu.terminator
  }
  return
}

func.func @waits(%host: memref<16xf32>) {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %b, %t2 = gpu.alloc async [%t1] () : memref<16xf32>
  %t3 = gpu.memcpy async [%t2] %b, %host : memref<16xf32>, memref<16xf32>
  %t4 = gpu.dealloc async [%t3] %b : memref<16xf32>
  %t5 = gpu.wait async [%t0, %t4]
  gpu.wait [%t5]
  gpu.wait
  %unused = gpu.wait async [%t4, %t1]
  return
}

func.func @copies(%host: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  gpu.memcpy %a, %host : memref<16xf32>, memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %c = memref.cast %host : memref<16xf32> to memref<?xf32>
  %d = memref.cast %out : memref<16xf32> to memref<?xf32>
  gpu.memcpy %d, %c : memref<?xf32>, memref<?xf32>
  %f = arith.constant 1.0 : f32
  gpu.memset %d, %f : memref<?xf32>, f32
  %kept = gpu.alloc () : memref<16xf32>
  gpu.memcpy %kept, %host : memref<16xf32>, memref<16xf32>
  gpu.memcpy %out, %kept : memref<16xf32>, memref<16xf32>
  return
}
