// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --split-input-file --verify-diagnostics %s -o /dev/null

// The async dialect's verifiers, worded as mlir-opt 22 words them (the
// file passes with mlir-opt 22 as well).

func.func @await_all_not_group(%i: index) {
  // expected-error @below {{'async.await_all' op operand #0 must be async group type, but got 'index'}}
  "async.await_all"(%i) : (index) -> ()
  return
}

// -----

func.func @await_not_async(%i: index) {
  // expected-error @below {{'async.await' op operand #0 must be async value type or async token type, but got 'index'}}
  "async.await"(%i) : (index) -> ()
  return
}

// -----

func.func @group_result(%i: index) {
  // expected-error @below {{'async.create_group' op result #0 must be async group type, but got 'index'}}
  %0 = "async.create_group"(%i) : (index) -> index
  return
}

// -----

func.func @dependency_not_token(%i: index) {
  // expected-error @below {{'async.execute' op operand #0 must be variadic of async token type, but got 'index'}}
  %0 = "async.execute"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (index) -> !async.token
  return
}

// -----

func.func @result_not_value() {
  // expected-error @below {{'async.execute' op result #1 must be variadic of async value type, but got 'f32'}}
  %0:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> (!async.token, f32)
  return
}

// -----

func.func @argument_type(%v: !async.value<f32>) {
  // expected-error @below {{'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @await_type(%v: !async.value<f32>) {
  // expected-error @below {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func.func @await_token_result(%t: !async.token) {
  // expected-error @below {{'async.await' op awaiting on a token must have empty result}}
  %0 = "async.await"(%t) : (!async.token) -> i32
  return
}

// -----

func.func @yield_outside() {
  // expected-error @below {{'async.yield' op expects parent op 'async.execute'}}
  "async.yield"() : () -> ()
}

// -----

func.func @yield_type() {
  // expected-error @below {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'i32' should match successor input type #0 '!async.value<f32>'}}
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
    // expected-note @below {{region branch point}}
    async.yield %c : i32
  }
  return
}

// -----

func.func @yield_count() {
  // expected-error @below {{'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %t, %v = async.execute -> !async.value<f32> {
    // expected-note @below {{region branch point}}
    async.yield
  }
  return
}

// -----

func.func @empty_body() {
  // expected-error @below {{'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  %t = async.execute {
  }
  return
}

// -----

// expected-error @below {{unknown  type `foo` in dialect `async`}}
func.func private @unknown_type(!async.foo)

// -----

// expected-error @below {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @sync_result() -> f32 {
  return
}

// -----

async.func @callee() -> !async.token {
  return
}
func.func @caller() {
  // expected-error @below {{'async.call' op 'nope' does not reference a valid async function}}
  %t = async.call @nope() : () -> !async.token
  return
}

// -----

func.func @store_type(%x: i32, %v: !async.value<f32>) {
  // expected-error @below {{'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'}}
  "async.runtime.store"(%x, %v) : (i32, !async.value<f32>) -> ()
  return
}

// -----

func.func @ref_count(%t: !async.token) {
  // expected-error @below {{'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  async.runtime.add_ref %t {count = 0 : i64} : !async.token
  return
}
