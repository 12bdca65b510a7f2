package bufferize

import (
	"encoding/binary"

	"github.com/memopt/memopt/ir"
)

// interner shares the types and attributes the rewrite creates over and
// over (the memref type of every buffer, the static offsets, sizes and
// strides of every subview): types and attributes are immutable values,
// so one copy of each serves every op of a module, as the parser's
// interned types do. It lives as long as the pass.
type interner struct {
	types  map[string]ir.Type
	arrays map[string]*ir.DenseArrayAttr
	ints   map[int64]*ir.IntegerAttr
	elems  map[ir.Type]byte
	key    []byte
}

func newInterner() *interner {
	return &interner{types: map[string]ir.Type{}, arrays: map[string]*ir.DenseArrayAttr{}, ints: map[int64]*ir.IntegerAttr{}, elems: map[ir.Type]byte{}}
}

// elemID returns a small number naming scalar element type t, false for
// element types that are not plain scalars (those types are not shared).
func (in *interner) elemID(t ir.Type) (byte, bool) {
	switch t.(type) {
	case *ir.FloatType, *ir.IntegerType, *ir.IndexType:
	default:
		return 0, false
	}
	id, ok := in.elems[t]
	if !ok {
		if len(in.elems) >= 255 {
			return 0, false
		}
		id = byte(len(in.elems) + 1)
		in.elems[t] = id
	}
	return id, true
}

func (in *interner) appendInts(vs []int64) {
	in.key = binary.AppendUvarint(in.key, uint64(len(vs)))
	for _, v := range vs {
		in.key = binary.AppendVarint(in.key, v)
	}
}

// memref returns the shared copy of t when t is a memref type of a scalar
// element type in the default memory space with the identity or a strided
// layout; any other type is returned as it is.
func (in *interner) memref(t ir.Type) ir.Type {
	mt, ok := t.(*ir.MemRefType)
	if !ok || mt.MemorySpace != nil {
		return t
	}
	id, ok := in.elemID(mt.Elem)
	if !ok {
		return t
	}
	in.key = append(in.key[:0], id)
	in.appendInts(mt.Shape)
	switch l := mt.Layout.(type) {
	case nil:
		in.key = append(in.key, 0)
	case *ir.StridedLayoutAttr:
		in.key = append(in.key, 1)
		in.appendInts(l.Strides)
		in.key = binary.AppendVarint(in.key, l.Offset)
	default:
		return t
	}
	if s, ok := in.types[string(in.key)]; ok {
		return s
	}
	in.types[string(in.key)] = t
	return t
}

// i64Array returns a shared DenseArrayAttr of i64 values vs (which it
// may keep).
func (in *interner) i64Array(vs []int64) *ir.DenseArrayAttr {
	in.key = in.key[:0]
	in.appendInts(vs)
	if a, ok := in.arrays[string(in.key)]; ok {
		return a
	}
	a := &ir.DenseArrayAttr{Elem: ir.I64, Values: vs}
	in.arrays[string(in.key)] = a
	return a
}

// i64 returns a shared `v : i64` attribute.
func (in *interner) i64(v int64) *ir.IntegerAttr {
	a, ok := in.ints[v]
	if !ok {
		a = ir.IntAttr(v, ir.I64)
		in.ints[v] = a
	}
	return a
}
