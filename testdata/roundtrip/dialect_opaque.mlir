// Attributes and types of dialects mlir-opt does not know (it reads them
// with --allow-unregistered-dialect): the pretty form `#foo.bar<...>`, the
// opaque form `#foo<"...">` (printed pretty when its body allows), typed
// dialect attributes `#foo.bar : i32` inside attribute dictionaries, and
// the same for types. Their text is kept verbatim.
func.func @opaque(%arg0: !foo<"x y">, %arg1: !foo<bar>, %arg2: !foo.bar<1,   2>, %arg3: !foo<baz<[1, 2]>>) -> !foo.result attributes {a = #foo.bar : i32, b = #foo<"opaque data">, c = #foo<qux>, d = #foo.params<1, "two", [3]> : index, e = [#foo.x : i1, #foo<"y"> : f32]} {
  %0 = "foo.make"(%arg0) {attr = #foo.attr<"v"> : i64} : (!foo<"x y">) -> !foo.result
  return %0 : !foo.result
}
