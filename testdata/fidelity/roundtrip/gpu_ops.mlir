module attributes {gpu.container_module} {
  func.func @launches(%arg0: memref<16xf32>, %arg1: index, %arg2: i32, %arg3: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %c4, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c4, %arg14 = %c1, %arg15 = %c1) workgroup(%arg16 : memref<32xf32, #gpu.address_space<workgroup>>, %arg17 : memref<4xi32, #gpu.address_space<workgroup>>) private(%arg18 : memref<2xf32, #gpu.address_space<private>>) {
      %thread_id_x = gpu.thread_id  x
      %block_id_y = gpu.block_id  y
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x upper_bound 64
      %global_id_x = gpu.global_id  x
      %1 = gpu.lane_id
      %2 = gpu.lane_id upper_bound 32
      %3 = gpu.subgroup_id : index
      %4 = gpu.num_subgroups upper_bound 8 : index
      %5 = gpu.subgroup_size {note} : index
      %6 = memref.load %arg0[%thread_id_x] : memref<16xf32>
      memref.store %6, %arg16[%thread_id_x] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %7 = memref.load %arg16[%block_id_y] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %7, %arg18[%c1] : memref<2xf32, #gpu.address_space<private>>
      gpu.terminator
    }
    %0 = gpu.launch async [%arg3] blocks(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %arg1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) dynamic_shared_memory_size %arg2 {
      gpu.terminator
    } {tag = "second"}
    gpu.launch clusters(%arg16, %arg17, %arg18) in (%arg19 = %c1, %arg20 = %c1, %arg21 = %c1) blocks(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) {
      %cluster_id_x = gpu.cluster_id  x
      %cluster_dim_y = gpu.cluster_dim  y
      %cluster_block_id_z = gpu.cluster_block_id  z
      %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
      gpu.terminator
    }
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) dynamic_shared_memory_size %arg2 module(@outlined) function(@body) workgroup(%arg16 : memref<4xf32, 3>) {
      gpu.terminator
    }
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) function(@only_function) {
      gpu.terminator
    }
    gpu.wait [%0]
    return
  }
  func.func @memory(%arg0: memref<16xf32>, %arg1: index, %arg2: f32) {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] (%arg1) : memref<?xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16xf32, #gpu.address_space<global>>
    %1 = gpu.memcpy async [%asyncToken_1] %memref_0, %arg0 : memref<16xf32, #gpu.address_space<global>>, memref<16xf32>
    %2 = gpu.memset async [%1] %memref, %arg2 : memref<?xf32>, f32
    %3 = gpu.dealloc async [%2] %memref : memref<?xf32>
    gpu.wait [%3]
    %memref_2 = gpu.alloc  host_shared () : memref<8xf32>
    gpu.memset  %memref_2, %arg2 : memref<8xf32>, f32
    gpu.memcpy  %arg0, %arg0 : memref<16xf32>, memref<16xf32>
    gpu.dealloc  %memref_2 : memref<8xf32>
    gpu.wait 
    %4 = gpu.wait async [%0, %3]
    gpu.wait [%4] {note}
    return
  }
  gpu.module @kernels {
    gpu.func @kernel(%arg0: memref<16xf32>, %arg1: index) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>) private(%arg3 : memref<4xf32, #gpu.address_space<private>>) kernel {
      %thread_id_x = gpu.thread_id  x
      %0 = memref.load %arg0[%thread_id_x] : memref<16xf32>
      memref.store %0, %arg2[%thread_id_x] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @helper(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
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
  func.func @launch_funcs(%arg0: memref<16xf32>, %arg1: index, %arg2: i32, %arg3: i64) {
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@kernel blocks in (%c1, %c1, %c1) threads in (%arg1, %c1, %c1)  args(%arg0 : memref<16xf32>, %arg1 : index)
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @kernels::@sized blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %arg2 
    gpu.launch_func  @kernels::@sized clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  
    gpu.launch_func  @kernels::@sized blocks in (%arg3, %arg3, %arg3) threads in (%arg3, %arg3, %arg3) : i64  {note}
    gpu.wait [%1]
    return
  }
}

