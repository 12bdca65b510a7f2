// RUN: memopt --merge-alloc=planner-options=cost-model --verify-diagnostics %s | FileCheck %s
// RUN: memopt --merge-alloc=planner-options=cost-model %s | mlir-opt --gpu-lower-to-nvvm-pipeline=cubin-format=isa -o /dev/null

// gpu.launch is an allocation scope without region-branch semantics: the
// buffers its body allocates (each thread's) are planned per launch, in
// an arena at the start of the body, one per memory space; a buffer of
// the host function the body uses is left alone with a remark; the host
// function's other buffers are planned as usual. mlir-opt 22 lowers every
// output with its GPU-to-NVVM pipeline.

// Two private buffers that do not live together share offset 0 of one
// 64-byte arena (the pass's alignment rounds 16 bytes up to 64).
// CHECK-LABEL: func.func @private_pair(
// CHECK:         gpu.launch
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8, #gpu.address_space<private>>
// CHECK-NEXT:      %[[Z0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[A]][%[[Z0]]][] : memref<64xi8, #gpu.address_space<private>> to memref<4xf32, #gpu.address_space<private>>
// CHECK-NEXT:      %[[Z1:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[A]][%[[Z1]]][] : memref<64xi8, #gpu.address_space<private>> to memref<4xf32, #gpu.address_space<private>>
func.func @private_pair(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = memref.alloc() : memref<4xf32, #gpu.address_space<private>>
    %b = memref.alloc() : memref<4xf32, #gpu.address_space<private>>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<4xf32, #gpu.address_space<private>>
    %w = memref.load %a[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %w, %b[%c0] : memref<4xf32, #gpu.address_space<private>>
    %x = memref.load %b[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %x, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// Three private buffers alive together: 0, 64 and 128 of a 192-byte arena.
// CHECK-LABEL: func.func @private_overlap(
// CHECK:         gpu.launch
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8, #gpu.address_space<private>>
// CHECK:           %[[O1:.*]] = arith.constant 64 : index
// CHECK-NEXT:      memref.view %[[A]][%[[O1]]][] : memref<192xi8, #gpu.address_space<private>> to memref<8xf32, #gpu.address_space<private>>
// CHECK:           %[[O2:.*]] = arith.constant 128 : index
// CHECK-NEXT:      memref.view %[[A]][%[[O2]]][] : memref<192xi8, #gpu.address_space<private>> to memref<8xf32, #gpu.address_space<private>>
func.func @private_overlap(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = memref.alloc() : memref<8xf32, #gpu.address_space<private>>
    %b = memref.alloc() : memref<8xf32, #gpu.address_space<private>>
    %c = memref.alloc() : memref<8xf32, #gpu.address_space<private>>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<8xf32, #gpu.address_space<private>>
    memref.store %v, %b[%c0] : memref<8xf32, #gpu.address_space<private>>
    memref.store %v, %c[%c0] : memref<8xf32, #gpu.address_space<private>>
    %x = memref.load %a[%c0] : memref<8xf32, #gpu.address_space<private>>
    %y = memref.load %b[%c0] : memref<8xf32, #gpu.address_space<private>>
    %z = memref.load %c[%c0] : memref<8xf32, #gpu.address_space<private>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// Workgroup and private buffers of one body: one arena per memory space.
// CHECK-LABEL: func.func @two_spaces(
// CHECK:         gpu.launch
// CHECK-DAG:       memref.alloc() {alignment = 64 : i64} : memref<192xi8, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.alloc() {alignment = 64 : i64} : memref<64xi8, #gpu.address_space<private>>
func.func @two_spaces(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %w = memref.alloc() : memref<32xf32, #gpu.address_space<workgroup>>
    %p = memref.alloc() : memref<4xf32, #gpu.address_space<private>>
    %w2 = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %v, %p[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %v, %w2[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
    %a = memref.load %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    %b = memref.load %p[%c0] : memref<4xf32, #gpu.address_space<private>>
    %c = memref.load %w2[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %c : f32
    memref.store %t, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// Two launches: each body plans its own buffers (an arena each).
// CHECK-LABEL: func.func @two_launches(
// CHECK:         gpu.launch
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         gpu.launch
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<128xi8>
func.func @two_launches(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    memref.store %x, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    memref.store %v, %b[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    %y = memref.load %b[%c0] : memref<4xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// A buffer of the host function used by the body is left alone (the body
// runs on the device, once per thread); the host's other buffers are
// planned around the launch.
// CHECK-LABEL: func.func @host_buffer(
// CHECK-NEXT:    %[[H:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         %[[SHARED:.*]] = memref.alloc() : memref<64xf32>
// CHECK:         gpu.launch
// CHECK-NEXT:      memref.load %[[SHARED]]
func.func @host_buffer(%m: memref<64xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %before = memref.alloc() : memref<64xf32>
  memref.store %f, %before[%c0] : memref<64xf32>
  %g = memref.load %before[%c0] : memref<64xf32>
  // expected-remark @below {{merge-alloc: %alloc_1 is left alone: it is used inside 'gpu.launch' at}}
  %shared = memref.alloc() : memref<64xf32>
  memref.store %g, %shared[%c0] : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v = memref.load %shared[%tx] : memref<64xf32>
    memref.store %v, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  %after = memref.alloc() : memref<64xf32>
  memref.store %f, %after[%c0] : memref<64xf32>
  %h = memref.load %after[%c0] : memref<64xf32>
  memref.store %h, %m[%c0] : memref<64xf32>
  return
}

// A launch in a loop: its body's buffers are planned once, per launch.
// CHECK-LABEL: func.func @launch_in_loop(
// CHECK:         scf.for
// CHECK-NEXT:      gpu.launch
// CHECK-NEXT:        memref.alloc() {alignment = 64 : i64} : memref<128xi8>
func.func @launch_in_loop(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c4 step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %a = memref.alloc() : memref<8xf32>
      %b = memref.alloc() : memref<8xf32>
      %v = memref.load %m[%tx] : memref<64xf32>
      memref.store %v, %a[%i] : memref<8xf32>
      memref.store %v, %b[%i] : memref<8xf32>
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %m[%tx] : memref<64xf32>
      gpu.terminator
    }
  }
  return
}

// A loop inside the body: a buffer used in every iteration lives over the
// whole loop; the one after the loop reuses the bytes of the one before.
// CHECK-LABEL: func.func @loop_in_body(
// CHECK:         gpu.launch
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[A]][%[[Z]]][] : memref<128xi8> to memref<8xf32>
// CHECK:           %[[O:.*]] = arith.constant 64 : index
// CHECK-NEXT:      memref.view %[[A]][%[[O]]][] : memref<128xi8> to memref<8xf32>
// CHECK:           scf.for
// CHECK:           %[[Z2:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[A]][%[[Z2]]][] : memref<128xi8> to memref<8xf32>
func.func @loop_in_body(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %a = memref.alloc() : memref<8xf32>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<8xf32>
    %acc = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%c0] : memref<8xf32>
      memref.store %x, %acc[%i] : memref<8xf32>
    }
    %c = memref.alloc() : memref<8xf32>
    %y = memref.load %acc[%c1] : memref<8xf32>
    memref.store %y, %c[%c0] : memref<8xf32>
    %z = memref.load %c[%c0] : memref<8xf32>
    memref.store %z, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// An async launch with workgroup attributions (block arguments, not
// allocations: left as they are) beside a body buffer that is planned.
// CHECK-LABEL: func.func @async_attributions(
// CHECK:         gpu.launch async
// CHECK-SAME:      workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>)
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xi8>
func.func @async_attributions(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %t0 = gpu.wait async
  %t = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%tx] : memref<64xf32>
    memref.store %v, %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %u = memref.load %w[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %u, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    memref.store %x, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  gpu.wait [%t]
  return
}
