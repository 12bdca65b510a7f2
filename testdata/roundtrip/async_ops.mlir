// The async dialect: async.execute with and without dependencies, value
// operands and results (the empty lists `[]`, `()`, `-> ()` are dropped),
// attributes, awaits of tokens and values, groups, async.func/call/return
// (the dialect prefix dropped inside async.func), and async values of
// memrefs with layouts (aliases inside `!async.value<...>`).
#strided = affine_map<(d0) -> (d0 * 2)>

func.func @types(%t: !async.token, %v: !async.value<f32>, %g: !async.group,
                 %m: !async.value<memref<4xf32, #strided>>) -> (!async.token, !async.value<f32>) {
  return %t, %v : !async.token, !async.value<f32>
}

func.func @execute_forms(%dep: !async.token, %v: !async.value<f32>, %w: !async.value<i32>) -> f32 {
  %t0 = async.execute {
    async.yield
  }
  %t1 = async.execute [%dep, %t0] {
    async.yield
  }
  %t2, %r2 = async.execute (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  %t3, %r3:2 = async.execute [%t1] (%v as %x: !async.value<f32>, %w as %n: !async.value<i32>) -> (!async.value<f32>, !async.value<i32>) {
    async.yield %x, %n : f32, i32
  }
  %t4 = async.execute [] () -> () {
    async.yield
  }
  %t5 = async.execute () {
    async.yield
  }
  %t6 = async.execute -> () attributes {tag = "six"} {
    async.yield
  }
  async.await %t2 : !async.token
  %a = async.await %r2 : !async.value<f32>
  %b = async.await %r3#0 : !async.value<f32> {note}
  return %b : f32
}

func.func @groups(%t: !async.token, %v: !async.value<f32>, %n: index) -> index {
  %g = async.create_group %n : !async.group
  %i = async.add_to_group %t, %g : !async.token
  %j = async.add_to_group %v, %g : !async.value<f32> {k = 1 : i32}
  async.await_all %g
  %e = async.create_group %n : !async.group {empty}
  async.await_all %e {x}
  %s = arith.addi %i, %j : index
  return %s : index
}

func.func @buffers(%m: memref<16xf32>) -> memref<4xf32, #strided> {
  %t, %r = async.execute -> !async.value<memref<4xf32, #strided>> {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %m[%c0] : memref<16xf32>
    %s = memref.subview %m[0] [4] [2] : memref<16xf32> to memref<4xf32, #strided>
    async.yield %s : memref<4xf32, #strided>
  }
  %t2 = async.execute [%t] {
    %c1 = arith.constant 1 : index
    %x = memref.load %m[%c1] : memref<16xf32>
    memref.store %x, %m[%c1] : memref<16xf32>
    async.yield
  }
  async.await %t2 : !async.token
  %s = async.await %r : !async.value<memref<4xf32, #strided>>
  return %s : memref<4xf32, #strided>
}

func.func @nested(%c: i1) {
  %t = async.execute {
    %inner = async.execute {
      scf.if %c {
        %k = arith.constant 3 : index
      }
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.await %t : !async.token
  return
}

async.func @stateful(%a: f32) -> (!async.token, !async.value<f32>) {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return %a : f32
}

async.func @value_only() -> !async.value<i32> {
  %c = arith.constant 7 : i32
  return %c : i32
}

async.func @token_only() -> !async.token {
  return
}

async.func private @declared(f32) -> !async.token

async.func @with_attrs(%a: f32 {test.arg}) -> !async.token attributes {test.fn} {
  return
}

func.func @calls(%a: f32) -> f32 {
  %t, %v = async.call @stateful(%a) : (f32) -> (!async.token, !async.value<f32>)
  %w = async.call @value_only() : () -> !async.value<i32>
  %d = async.call @declared(%a) {note} : (f32) -> !async.token
  async.await %t : !async.token
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
