#map = affine_map<(d0) -> (d0 * 2)>
module {
  func.func @types(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.value<memref<4xf32, #map>>) -> (!async.token, !async.value<f32>) {
    return %arg0, %arg1 : !async.token, !async.value<f32>
  }
  func.func @execute_forms(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.value<i32>) -> f32 {
    %token = async.execute {
      async.yield
    }
    %token_0 = async.execute [%arg0, %token] {
      async.yield
    }
    %token_1, %bodyResults = async.execute (%arg1 as %arg3: !async.value<f32>) -> !async.value<f32> {
      %2 = arith.addf %arg3, %arg3 : f32
      async.yield %2 : f32
    }
    %token_2, %bodyResults_3:2 = async.execute [%token_0] (%arg1 as %arg3: !async.value<f32>, %arg2 as %arg4: !async.value<i32>) -> (!async.value<f32>, !async.value<i32>) {
      async.yield %arg3, %arg4 : f32, i32
    }
    %token_4 = async.execute {
      async.yield
    }
    %token_5 = async.execute {
      async.yield
    }
    %token_6 = async.execute attributes {tag = "six"} {
      async.yield
    }
    async.await %token_1 : !async.token
    %0 = async.await %bodyResults : !async.value<f32>
    %1 = async.await %bodyResults_3#0 : !async.value<f32> {note}
    return %1 : f32
  }
  func.func @groups(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: index) -> index {
    %0 = async.create_group %arg2 : !async.group
    %1 = async.add_to_group %arg0, %0 : !async.token
    %2 = async.add_to_group %arg1, %0 : !async.value<f32> {k = 1 : i32}
    async.await_all %0
    %3 = async.create_group %arg2 : !async.group {empty}
    async.await_all %3 {x}
    %4 = arith.addi %1, %2 : index
    return %4 : index
  }
  func.func @buffers(%arg0: memref<16xf32>) -> memref<4xf32, #map> {
    %token, %bodyResults = async.execute -> !async.value<memref<4xf32, #map>> {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.000000e+00 : f32
      memref.store %cst, %arg0[%c0] : memref<16xf32>
      %subview = memref.subview %arg0[0] [4] [2] : memref<16xf32> to memref<4xf32, #map>
      async.yield %subview : memref<4xf32, #map>
    }
    %token_0 = async.execute [%token] {
      %c1 = arith.constant 1 : index
      %1 = memref.load %arg0[%c1] : memref<16xf32>
      memref.store %1, %arg0[%c1] : memref<16xf32>
      async.yield
    }
    async.await %token_0 : !async.token
    %0 = async.await %bodyResults : !async.value<memref<4xf32, #map>>
    return %0 : memref<4xf32, #map>
  }
  func.func @nested(%arg0: i1) {
    %token = async.execute {
      %token_0 = async.execute {
        scf.if %arg0 {
          %c3 = arith.constant 3 : index
        }
        async.yield
      }
      async.await %token_0 : !async.token
      async.yield
    }
    async.await %token : !async.token
    return
  }
  async.func @stateful(%arg0: f32) -> (!async.token, !async.value<f32>) {
    %token = execute {
      async.yield
    }
    await %token : !async.token
    return %arg0 : f32
  }
  async.func @value_only() -> !async.value<i32> {
    %c7_i32 = arith.constant 7 : i32
    return %c7_i32 : i32
  }
  async.func @token_only() -> !async.token {
    return
  }
  async.func private @declared(f32) -> !async.token
  async.func @with_attrs(%arg0: f32 {test.arg}) -> !async.token attributes {test.fn} {
    return
  }
  func.func @calls(%arg0: f32) -> f32 {
    %0:2 = async.call @stateful(%arg0) : (f32) -> (!async.token, !async.value<f32>)
    %1 = async.call @value_only() : () -> !async.value<i32>
    %2 = async.call @declared(%arg0) {note} : (f32) -> !async.token
    async.await %0#0 : !async.token
    %3 = async.await %0#1 : !async.value<f32>
    return %3 : f32
  }
}

