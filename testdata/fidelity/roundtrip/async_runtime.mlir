module {
  func.func @f(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.coro.handle, %arg4: f32, %arg5: index) -> i1 {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<f32>
    %2 = async.runtime.create_group %arg5 : !async.group
    async.runtime.set_available %arg0 : !async.token
    async.runtime.set_error %arg1 : !async.value<f32>
    %3 = async.runtime.is_error %arg2 : !async.group
    async.runtime.await %arg0 : !async.token
    async.runtime.await_and_resume %arg1, %arg3 : !async.value<f32>
    async.runtime.resume %arg3
    async.runtime.store %arg4, %arg1 : <f32>
    %4 = async.runtime.load %arg1 : <f32>
    %5 = async.runtime.add_to_group %arg0, %arg2 : !async.token
    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
    async.runtime.drop_ref %arg1 {count = 2 : i64} : !async.value<f32>
    %6 = async.runtime.num_worker_threads : index
    %7 = async.coro.id
    %8 = async.coro.begin %7
    %9 = async.coro.save %8
    async.coro.free %7, %8
    async.coro.end %8
    return %3 : i1
  }
  func.func @coroutine() -> !async.token {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    async.coro.free %1, %2
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    async.coro.end %2
    return %0 : !async.token
  }
}

