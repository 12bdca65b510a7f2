package progen

import "sort"

// Val is a memref value of a generated program: an allocation, a view, a
// select, a loop-carried buffer, a call result or a function parameter.
type Val struct {
	// ID is unique in the program; the value prints as %v<ID>.
	ID int
	// Type is the type the generator gave it; emission recomputes types
	// (Edits may shrink shapes), so this is only the generator's view.
	Type Type
}

// Kind is the kind of a statement.
type Kind int

// Statement kinds. Each emits one or a few MLIR ops (see emit.go).
const (
	// KAlloc: Defs[0] = memref.alloc (or alloca, or alloc with dynamic
	// sizes) of Shape/Elem/Space with an optional alignment attribute,
	// initialized at once so that nothing is ever read uninitialized.
	KAlloc Kind = iota
	// KView: Defs[0] = a view-like op (Op: a ViewKind) of Uses[0].
	KView
	// KKernel: writes Uses[0] from itself and Uses[1:], through loops of
	// memref.load/store (Op 0) or a linalg.generic (Op 1).
	KKernel
	// KLinalg: a named linalg op (Op: a LinalgKind) over Uses.
	KLinalg
	// KVector: vector.load from Uses[1], vector arithmetic, vector.store
	// into Uses[0].
	KVector
	// KChecksum: folds every element of Uses[0] into an i64 and prints it.
	KChecksum
	// KSelect: Defs[0] = arith.select between Uses[1] and Uses[2] on a bit
	// read from Uses[0].
	KSelect
	// KIf: scf.if on a bit read from Uses[0]; Blocks then/else; with
	// Yield[0] (then) and Yield[1] (else) it defines Defs[0].
	KIf
	// KFor: scf.for of Trip iterations over Blocks[0]; with two buffers
	// Uses[0], Uses[1] as iter_args (region values Inner, yielded Yield)
	// it defines Defs[0], Defs[1].
	KFor
	// KWhile: scf.while counting to Trip; with Uses[0] carried (region
	// value Inner[0], yielded Yield[0]) it defines Defs[0].
	KWhile
	// KForall: scf.forall (Op 0) or scf.parallel (Op 1) over the first
	// dimension of Uses[0]; Inner[0] is the iteration's row of Uses[0].
	KForall
	// KCall: Defs = call Callee(Uses...).
	KCall
)

var kindNames = [...]string{"alloc", "view", "kernel", "linalg", "vector", "checksum", "select", "if", "for", "while", "forall", "call"}

// String names the kind.
func (k Kind) String() string { return kindNames[k] }

// ViewKind is the view-like op of a KView statement.
type ViewKind int

// View kinds.
const (
	ViewSubview ViewKind = iota
	ViewCast
	ViewCollapse
	ViewExpand
	ViewReinterpret
	ViewTranspose
	ViewSpaceCast
	ViewBytes // memref.view of a 1-D i8 buffer
	numViewKinds
)

// LinalgKind is the named op of a KLinalg statement.
type LinalgKind int

// Named linalg ops (and memref.copy).
const (
	LinMatmul    LinalgKind = iota // ins(Uses[1], Uses[2]) outs(Uses[0])
	LinTranspose                   // ins(Uses[1]) outs(Uses[0])
	LinAdd                         // ins(Uses[1], Uses[2]) outs(Uses[0])
	LinSub
	LinMul
	LinFill      // outs(Uses[0])
	LinCopy      // linalg.copy ins(Uses[1]) outs(Uses[0])
	LinMemCopy   // memref.copy Uses[1], Uses[0]
	LinReduce    // linalg.reduce ins(Uses[1]) outs(Uses[0]) over the last dim
	LinBroadcast // linalg.broadcast ins(Uses[1]) outs(Uses[0]) adding the last dim
	numLinalgKinds
	// LinInsertSlice (tensor programs only): tensor.insert_slice Uses[1]
	// into Uses[0].
	LinInsertSlice = numLinalgKinds
)

// Alloc flags (Stmt.Flags of a KAlloc).
const (
	FlagAlloca      = 1 << iota // memref.alloca
	FlagDynamic                 // dynamic first size, given as an operand
	FlagDealloc                 // freed after its last use (memref.dealloc)
	FlagDeallocCast             // ... through a memref.cast of it
	FlagInitGeneric             // initialized by linalg.generic instead of loops
	FlagInitFill                // initialized by linalg.fill
	FlagRMW                     // a kernel also reads what it overwrites
	// FlagAllocDst: a KKernel or KLinalg that writes every element of a
	// new buffer (Defs[0], of Shape/Elem/Space, never read before): the
	// op that last reads a source is the first to touch its result, the
	// boundary an off-by-one lifetime gets wrong. Uses are the sources
	// only. With FlagDealloc the buffer is freed after its last use.
	FlagAllocDst
)

// Stmt is one statement of a generated program.
type Stmt struct {
	// ID is unique in the program (Edits refer to statements by ID).
	ID   int
	Kind Kind
	// Op selects a variant (ViewKind, LinalgKind, kernel style, loop kind).
	Op int
	// Uses are the operands, Defs the values defined, Inner the values
	// defined inside the statement's regions (iter_args, rows), Yield the
	// values its regions yield.
	Uses, Defs, Inner, Yield []*Val
	// Blocks are the nested regions' bodies.
	Blocks []*Block
	// Shape, Elem, Space and Align describe an allocation (Align is the
	// alignment attribute, 0 for none).
	Shape []int64
	Elem  Elem
	Space int
	Align int64
	// Flags are Flag* bits.
	Flags int
	// R holds random bits the statement derives its parameters from
	// (offsets, constants) at emission, relative to the operand types, so
	// that shrinking a buffer keeps the program valid.
	R uint64
	// Trip is a loop's iteration count.
	Trip int64
	// Callee is a KCall's function.
	Callee *Func
}

// Block is a list of statements.
type Block struct {
	Stmts []*Stmt
}

// Func is a generated function: @main or a helper called from exactly one
// call site (its parameter types are those of the call's arguments).
type Func struct {
	Name    string
	Params  []*Val
	Body    *Block
	Returns []*Val
}

// Program is a generated program. @main (Main) prints checksums of what it
// computed; helpers are reachable only through calls.
type Program struct {
	Seed int64
	Main *Func
	// Funcs lists every function, helpers first, in creation order.
	Funcs []*Func
	// Stmts counts the statements (IDs are 1..Stmts).
	Stmts int
	// Tensor marks a tensor-level program (GenerateTensor): values are
	// tensors, statements that write define new values.
	Tensor bool
}

// Walk calls f on every statement of b and of the blocks nested in it, in
// order, and on the bodies of called functions at their call sites.
func (b *Block) Walk(f func(*Stmt)) {
	for _, s := range b.Stmts {
		f(s)
		for _, nb := range s.Blocks {
			nb.Walk(f)
		}
		if s.Callee != nil {
			s.Callee.Body.Walk(f)
		}
	}
}

// Edits describe a reduced version of a program: the reducer never changes
// a Program, it emits it with edits.
type Edits struct {
	// Drop removes statements (and, at emission, every statement that uses
	// a value they would have defined).
	Drop map[int]bool
	// Inline replaces a loop or if by the statements of its first block.
	Inline map[int]bool
	// Trip overrides loop trip counts.
	Trip map[int]int64
	// Shape overrides allocation shapes.
	Shape map[int][]int64
	// Plain removes the alloc flags that are not needed (dealloc, alloca,
	// dynamic size, alignment, init style) from statements.
	Plain map[int]bool
}

// Clone returns an independent copy of e (nil gives empty edits).
func (e *Edits) Clone() *Edits {
	c := &Edits{Drop: map[int]bool{}, Inline: map[int]bool{}, Trip: map[int]int64{}, Shape: map[int][]int64{}, Plain: map[int]bool{}}
	if e == nil {
		return c
	}
	for k, v := range e.Drop {
		c.Drop[k] = v
	}
	for k, v := range e.Inline {
		c.Inline[k] = v
	}
	for k, v := range e.Trip {
		c.Trip[k] = v
	}
	for k, v := range e.Shape {
		c.Shape[k] = v
	}
	for k, v := range e.Plain {
		c.Plain[k] = v
	}
	return c
}

// Size is a measure of how much the edits remove (used to report the
// reducer's progress).
func (e *Edits) Size() int {
	if e == nil {
		return 0
	}
	return len(e.Drop) + len(e.Inline) + len(e.Trip) + len(e.Shape) + len(e.Plain)
}

// sortedKeys returns the keys of m in increasing order.
func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
