package passes

import (
	"encoding/binary"
	"reflect"
	"unsafe"

	"github.com/memopt/memopt/ir"
)

// Fingerprint returns a hash of op and everything nested in it, like MLIR's
// OperationFingerPrint: op identities, names, operands, result types,
// attributes, successors, block arguments and locations. Two fingerprints
// of the same op differ when (and, barring hash collisions, only when) a
// pass changed it. Attributes and types are compared by identity, so a pass
// that replaces an attribute by an equal new one counts as a change.
func Fingerprint(op *ir.Operation) uint64 {
	fp := fingerprinter{h: fnvOffset}
	fp.op(op)
	return fp.h
}

// fingerprinter hashes 64-bit words FNV-1a style (one xor and multiply per
// word: a fingerprint of a large function costs a walk, not a hash
// function call per field).
type fingerprinter struct {
	h uint64
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func (f *fingerprinter) u64(v uint64) {
	f.h = (f.h ^ v) * fnvPrime
	f.h ^= f.h >> 29
}

func (f *fingerprinter) str(s string) {
	f.u64(uint64(len(s)))
	for len(s) >= 8 {
		f.u64(binary.LittleEndian.Uint64([]byte(s[:8])))
		s = s[8:]
	}
	var tail uint64
	for i := 0; i < len(s); i++ {
		tail = tail<<8 | uint64(s[i])
	}
	f.u64(tail)
}

// addr hashes the identity of a pointer.
func (f *fingerprinter) addr(p unsafe.Pointer) { f.u64(uint64(uintptr(p))) }

// ptr hashes the identity of a pointer-like value (or its text for the
// rare attribute or type that is not a pointer).
func (f *fingerprinter) ptr(x any) {
	if x == nil {
		f.u64(0)
		return
	}
	v := reflect.ValueOf(x)
	switch v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		f.u64(uint64(v.Pointer()))
	default:
		if s, ok := x.(interface{ String() string }); ok {
			f.str(s.String())
		}
	}
}

func (f *fingerprinter) loc(l ir.Location) {
	f.str(l.Pos.File)
	f.u64(uint64(l.Pos.Line))
	f.u64(uint64(l.Pos.Col))
	f.ptr(l.Attr)
}

func (f *fingerprinter) op(op *ir.Operation) {
	f.addr(unsafe.Pointer(op))
	f.str(op.Name())
	f.loc(op.Loc)
	f.u64(uint64(op.NumOperands()))
	for i := 0; i < op.NumOperands(); i++ {
		f.addr(unsafe.Pointer(op.Operand(i)))
	}
	f.u64(uint64(op.NumResults()))
	for i := 0; i < op.NumResults(); i++ {
		r := op.Result(i)
		f.ptr(r.Type())
		f.str(r.NameHint)
	}
	for _, a := range op.Props() {
		f.str(a.Name)
		f.ptr(a.Value)
	}
	f.u64(0xa77)
	for _, a := range op.Attrs() {
		f.str(a.Name)
		f.ptr(a.Value)
	}
	for _, s := range op.Successors() {
		f.addr(unsafe.Pointer(s))
	}
	f.u64(uint64(op.NumRegions()))
	for _, r := range op.Regions() {
		f.u64(uint64(len(r.Blocks())))
		for _, b := range r.Blocks() {
			f.addr(unsafe.Pointer(b))
			f.loc(b.Loc)
			for _, a := range b.Args() {
				f.addr(unsafe.Pointer(a))
				f.ptr(a.Type())
				f.loc(a.Loc)
			}
			f.u64(uint64(b.Len()))
			for o := b.First(); o != nil; o = o.Next() {
				f.op(o)
			}
		}
	}
}
