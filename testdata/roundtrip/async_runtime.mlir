// The async dialect's runtime and coroutine ops, as -async-to-async-runtime
// produces them: async.runtime.store and load print their storage type
// stripped to `<f32>` (and read it in both spellings); add_ref and drop_ref
// keep their count in the attribute dictionary.
func.func @f(%t: !async.token, %v: !async.value<f32>, %g: !async.group, %h: !async.coro.handle, %x: f32, %n: index) -> i1 {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.runtime.create_group %n : !async.group
  async.runtime.set_available %t : !async.token
  async.runtime.set_error %v : !async.value<f32>
  %e = async.runtime.is_error %g : !async.group
  async.runtime.await %t : !async.token
  async.runtime.await_and_resume %v, %h : !async.value<f32>
  async.runtime.resume %h
  async.runtime.store %x, %v : <f32>
  %l = async.runtime.load %v : !async.value<f32>
  %r = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.drop_ref %v {count = 2 : i64} : !async.value<f32>
  %w = async.runtime.num_worker_threads : index
  %id = async.coro.id
  %hd = async.coro.begin %id
  %st = async.coro.save %hd
  async.coro.free %id, %hd
  async.coro.end %hd
  return %e : i1
}

func.func @coroutine() -> !async.token {
  %t = async.runtime.create : !async.token
  %id = async.coro.id
  %h = async.coro.begin %id
  %s = async.coro.save %h
  async.runtime.resume %h
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %h
  cf.br ^suspend
^suspend:
  async.coro.end %h
  return %t : !async.token
}
