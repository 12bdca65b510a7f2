// The gpu dialect around memory planning: gpu.launch with and without
// async tokens, clusters, dynamic shared memory and memory attributions
// (the body's arguments are named in their order: block ids, thread ids,
// grid sizes, block sizes, cluster ids and sizes, attributions) and the
// names of the module and function to outline it into; the
// grid's ids and dimensions (two spaces before the dimension, as mlir-opt
// prints them), barriers, device memory ops ordered by tokens (the empty
// async-dependency directive leaves two spaces, `gpu.wait ` a trailing
// one); kernels outlined into gpu.module/gpu.func and launched with
// gpu.launch_func.
module attributes {gpu.container_module} {
  func.func @launches(%m: memref<16xf32>, %n: index, %s: i32, %dep: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>, %w2 : memref<4xi32, #gpu.address_space<workgroup>>) private(%p : memref<2xf32, #gpu.address_space<private>>) {
      %i = gpu.thread_id x
      %b = gpu.block_id y
      %d = gpu.block_dim z
      %g = gpu.grid_dim x upper_bound 64
      %o = gpu.global_id x
      %l = gpu.lane_id
      %l2 = gpu.lane_id upper_bound 32
      %sg = gpu.subgroup_id : index
      %ns = gpu.num_subgroups upper_bound 8 : index
      %ss = gpu.subgroup_size {note} : index
      %v = memref.load %m[%i] : memref<16xf32>
      memref.store %v, %w[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %q = memref.load %w[%b] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %q, %p[%c1] : memref<2xf32, #gpu.address_space<private>>
      gpu.terminator
    }
    %t = gpu.launch async [%dep] blocks(%a0, %a1, %a2) in (%a3 = %c1, %a4 = %c1, %a5 = %n) threads(%a6, %a7, %a8) in (%a9 = %c1, %a10 = %c1, %a11 = %c1) dynamic_shared_memory_size %s {
      gpu.terminator
    } {tag = "second"}
    gpu.launch clusters(%c0, %c2, %c3) in (%cs0 = %c1, %cs1 = %c1, %cs2 = %c1) blocks(%b0, %b1, %b2) in (%b3 = %c1, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c1, %t4 = %c1, %t5 = %c1) {
      %cid = gpu.cluster_id x
      %cdim = gpu.cluster_dim y
      %cbid = gpu.cluster_block_id z
      %cdb = gpu.cluster_dim_blocks x
      gpu.terminator
    }
    gpu.launch blocks(%d0, %d1, %d2) in (%d3 = %c1, %d4 = %c1, %d5 = %c1) threads(%d6, %d7, %d8) in (%d9 = %c1, %d10 = %c1, %d11 = %c1) dynamic_shared_memory_size %s module(@outlined) function(@body) workgroup(%ws : memref<4xf32, 3>) {
      gpu.terminator
    }
    gpu.launch blocks(%e0, %e1, %e2) in (%e3 = %c1, %e4 = %c1, %e5 = %c1) threads(%e6, %e7, %e8) in (%e9 = %c1, %e10 = %c1, %e11 = %c1) function(@only_function) {
      gpu.terminator
    }
    gpu.wait [%t]
    return
  }

  func.func @memory(%host: memref<16xf32>, %n: index, %f: f32) {
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %fixed, %t2 = gpu.alloc async [%t1] () : memref<16xf32, #gpu.address_space<global>>
    %t3 = gpu.memcpy async [%t2] %fixed, %host : memref<16xf32, #gpu.address_space<global>>, memref<16xf32>
    %t4 = gpu.memset async [%t3] %buf, %f : memref<?xf32>, f32
    %t5 = gpu.dealloc async [%t4] %buf : memref<?xf32>
    gpu.wait [%t5]
    %shared = gpu.alloc host_shared () : memref<8xf32>
    gpu.memset %shared, %f : memref<8xf32>, f32
    gpu.memcpy %host, %host : memref<16xf32>, memref<16xf32>
    gpu.dealloc %shared : memref<8xf32>
    gpu.wait
    %t6 = gpu.wait async [%t0, %t5]
    gpu.wait [%t6] {note}
    return
  }

  gpu.module @kernels {
    gpu.func @kernel(%a: memref<16xf32>, %n: index) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %w[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @helper(%x: f32) -> f32 {
      gpu.return %x : f32
    }
    gpu.func @sized() kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      gpu.return
    }
    func.func @plain() {
      return
    }
  }

  gpu.module @targeted [#nvvm.target] {
  }

  func.func @launch_funcs(%a: memref<16xf32>, %n: index, %s: i32, %w: i64) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@kernel blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<16xf32>, %n : index)
    %t = gpu.wait async
    %t2 = gpu.launch_func async [%t] @kernels::@sized blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %s
    gpu.launch_func @kernels::@sized clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@sized blocks in (%w, %w, %w) threads in (%w, %w, %w) : i64 {note}
    gpu.wait [%t2]
    return
  }
}
