package bufferize

import "github.com/memopt/memopt/ir"

// HoistingKind says where the buffer placement passes may move an
// allocation op (MLIR's HoistingKind), combined with |.
type HoistingKind uint8

// Hoisting kinds.
const (
	// HoistNone: the allocation stays where it is.
	HoistNone HoistingKind = 0
	// HoistLoop: the allocation may leave sequential loops
	// (buffer-loop-hoisting).
	HoistLoop HoistingKind = 1 << 0
	// HoistBlock: the allocation may move into a dominating block and out
	// of nested regions that are not loops (buffer-hoisting).
	HoistBlock HoistingKind = 1 << 1
)

// AllocationOp is MLIR's AllocationOpInterface: what the buffer placement
// passes need to know about an op that allocates a buffer. Attach it to an
// op kind with AttachAllocationOp.
type AllocationOp struct {
	// Hoisting is where the allocation may be moved.
	Hoisting HoistingKind
	// BuildPromotedAlloc, when set, builds at b's insertion point the
	// stack allocation that replaces op (promote-buffers-to-stack): same
	// type, operands and attributes, freed at the end of the enclosing
	// automatic allocation scope.
	BuildPromotedAlloc func(b *ir.Builder, op *ir.Operation) *ir.Operation
}

var allocationKey = ir.NewInterfaceKey("AllocationOpInterface")

// AttachAllocationOp attaches a as the AllocationOp interface of the op
// kind named name (call it from an init function).
func AttachAllocationOp(name string, a *AllocationOp) error {
	return ir.AttachInterface(name, allocationKey, a)
}

// AllocationOf returns the AllocationOp interface of op's kind, or nil.
func AllocationOf(op *ir.Operation) *AllocationOp {
	a, _ := op.Def().Interface(allocationKey).(*AllocationOp)
	return a
}

func init() {
	must := func(err error) {
		if err != nil {
			panic(err)
		}
	}
	// memref.alloc may move anywhere and has a stack form, memref.alloca;
	// memref.alloca may only leave loops (moving it into a dominating
	// block could move it into another allocation scope's lifetime);
	// memref.realloc stays.
	must(AttachAllocationOp("memref.alloc", &AllocationOp{
		Hoisting: HoistLoop | HoistBlock,
		BuildPromotedAlloc: func(b *ir.Builder, op *ir.Operation) *ir.Operation {
			st := &ir.OperationState{Name: "memref.alloca", Loc: op.Loc, Operands: op.Operands(),
				ResultTypes: op.ResultTypes(), Props: append([]ir.NamedAttr(nil), op.Props()...),
				Attrs: append([]ir.NamedAttr(nil), op.Attrs()...)}
			return b.Create(st)
		},
	}))
	must(AttachAllocationOp("memref.alloca", &AllocationOp{Hoisting: HoistLoop}))
	must(AttachAllocationOp("memref.realloc", &AllocationOp{}))
}
