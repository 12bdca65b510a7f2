package ir

// The async dialect's types (ir/dialect_async.go):
//
//	!async.token        completion of an async.execute or async.call
//	!async.group        a group of tokens and values (async.create_group)
//	!async.value<T>     a value of type T available on completion
//	!async.coro.id, !async.coro.handle, !async.coro.state
//	                    the coroutine types of the async runtime lowering
//
// A type nested in an async value prints as usual (aliases included):
// `!async.value<memref<4xf32, #map>>`.

// AsyncType is a parameterless type of the async dialect; Kind is its
// name after `!async.`: token, group, coro.id, coro.handle, coro.state.
type AsyncType struct{ Kind string }

// AsyncValueType is `!async.value<T>`.
type AsyncValueType struct{ Elem Type }

func (*AsyncType) isType()      {}
func (*AsyncValueType) isType() {}

func (t *AsyncType) String() string      { return "!async." + t.Kind }
func (t *AsyncValueType) String() string { return "!async.value<" + t.Elem.String() + ">" }

// AsyncTypeKinds lists the parameterless async type names.
var AsyncTypeKinds = []string{"token", "group", "coro.id", "coro.handle", "coro.state"}

// AsyncToken is `!async.token`.
var AsyncToken Type = &AsyncType{Kind: "token"}

// AsyncGroup is `!async.group`.
var AsyncGroup Type = &AsyncType{Kind: "group"}

// IsAsyncToken reports whether t is `!async.token`.
func IsAsyncToken(t Type) bool {
	a, ok := t.(*AsyncType)
	return ok && a.Kind == "token"
}

// IsAsyncGroup reports whether t is `!async.group`.
func IsAsyncGroup(t Type) bool {
	a, ok := t.(*AsyncType)
	return ok && a.Kind == "group"
}

// AsyncValueElem returns T of `!async.value<T>`, or nil when t is not an
// async value type.
func AsyncValueElem(t Type) Type {
	if v, ok := t.(*AsyncValueType); ok {
		return v.Elem
	}
	return nil
}
