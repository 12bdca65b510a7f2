module {
  func.func @opaque(%arg0: !foo<"x y">, %arg1: !foo.bar, %arg2: !foo.bar<1,   2>, %arg3: !foo.baz<[1, 2]>) -> !foo.result attributes {a = #foo.bar : i32, b = #foo<"opaque data">, c = #foo.qux, d = #foo.params<1, "two", [3]> : index, e = [#foo.x : i1, #foo<"y"> : f32]} {
    %0 = "foo.make"(%arg0) {attr = #foo.attr<"v"> : i64} : (!foo<"x y">) -> !foo.result
    return %0 : !foo.result
  }
}

