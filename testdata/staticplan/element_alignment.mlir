// RUN: memopt --static-memory-plan="alignment=16" %s | FileCheck %s

// A vector<8xf32> element is loaded with 32-byte aligned instructions: its
// buffer is placed at a multiple of 32 in a pool aligned to 32 even when the
// pools' alignment is 16 (found by the program generator: such buffers
// faulted at run time).

// CHECK: memref.global "private" @__memopt_pool_workspace : memref<{{[0-9]+}}xi8> = uninitialized {alignment = 32 : i64}
// CHECK-DAG: memref.view %{{.*}} to memref<3xf32>
// CHECK-DAG: memref.view %{{.*}}[%c{{(0|32|64|96|128)}}][] : memref<{{[0-9]+}}xi8> to memref<2xvector<8xf32>>
func.func @main() {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<2xvector<8xf32>>
  "test.use"(%a, %b) : (memref<3xf32>, memref<2xvector<8xf32>>) -> ()
  return
}
