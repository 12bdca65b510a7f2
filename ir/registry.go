package ir

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Trait is a set of static op properties, combined with |.
type Trait uint64

// The op traits memopt knows. They mirror MLIR's traits of the same names.
const (
	// Terminator ops end a block.
	Terminator Trait = 1 << iota
	// IsolatedFromAbove ops' regions cannot use values defined outside.
	IsolatedFromAbove
	// AutomaticAllocationScope ops free stack allocations of their regions
	// on exit; merge-alloc uses them (except scf.for) as allocation scopes.
	AutomaticAllocationScope
	// Pure ops have no memory effects and are speculatable.
	Pure
	// RecursiveMemoryEffects ops have the memory effects of the ops nested
	// in their regions (and none of their own).
	RecursiveMemoryEffects
	// NoTerminator ops' single-block regions need no terminator.
	NoTerminator
	// SingleBlock ops' regions hold at most one block.
	SingleBlock
	// SymbolTable ops hold symbols in their region (builtin.module).
	SymbolTable
	// Symbol ops define a symbol (func.func).
	Symbol
	// ConstantLike ops materialize a constant attribute.
	ConstantLike
	// ReturnLike terminators return control to the parent op.
	ReturnLike
	// LoopLike ops are loops (LoopLikeOpInterface).
	LoopLike
	// CallLike ops call a function (CallOpInterface).
	CallLike
	// Commutative ops' operands can be reordered.
	Commutative
	// GraphRegion ops' regions need no dominance (RegionKindInterface).
	GraphRegion
	// ImplicitTerminator ops may omit their region terminator in custom
	// form (e.g. scf.for's scf.yield with no operands).
	ImplicitTerminator
	// AffineScope ops start a new scope for affine symbols (func.func):
	// values defined at the top level of their region are valid affine
	// symbols inside it.
	AffineScope
	// ExposesPointer ops turn the address of a memref operand into a value
	// that alias analysis cannot follow (an index or pointer), e.g.
	// memref.extract_aligned_pointer_as_index; merge-alloc treats the
	// buffers behind such operands as escaping.
	ExposesPointer
)

// EffectKind is the kind of a memory effect.
type EffectKind int

// Memory effect kinds (MLIR's MemoryEffects::Read/Write/Allocate/Free).
const (
	EffectRead EffectKind = iota
	EffectWrite
	EffectAllocate
	EffectFree
)

// EffectResource is what an effect acts on besides its value (MLIR's
// SideEffects::Resource).
type EffectResource int

// Effect resources.
const (
	// DefaultResource is ordinary memory (the heap, globals, arguments).
	DefaultResource EffectResource = iota
	// AutomaticAllocationScopeResource is the stack of the nearest
	// enclosing AutomaticAllocationScope op: what is allocated there
	// (memref.alloca) is freed when control leaves that op's region.
	AutomaticAllocationScopeResource
)

// MemoryEffect is one effect of an operation. Value is the memref (or other
// value) the effect applies to; nil means an unknown or global resource.
type MemoryEffect struct {
	Kind     EffectKind
	Value    *Value
	Resource EffectResource
}

// RegionSuccessor names where control flows inside a RegionBranch op: into
// a region of the op, or (Region == nil) back out to the op's results.
// Inputs are the values that receive the forwarded operands: the region's
// entry block arguments or the op's results.
type RegionSuccessor struct {
	Region *Region
	Inputs []*Value
}

// RegionBranchInterface describes structured control flow between an op and
// its regions (MLIR's RegionBranchOpInterface).
type RegionBranchInterface struct {
	// Successors lists where control may go from `from`: from the op itself
	// (from == nil) or from the end of one of its regions.
	Successors func(op *Operation, from *Region) []RegionSuccessor
	// EntryOperands returns the op's operands forwarded to successor `to`
	// when control enters from the op itself (e.g. scf.for's init args).
	EntryOperands func(op *Operation, to RegionSuccessor) []*Value
}

// AsyncInterface describes an op of asynchronous execution. An op with
// Completes runs its region concurrently with the ops that follow it (it
// is no RegionBranch: its body's effects are not ordered before the next
// op); the values it returns are ready when the body is complete. Every
// function is optional.
type AsyncInterface struct {
	// Completes returns the op's values that become ready when its body
	// is complete (async.execute's token and values).
	Completes func(op *Operation) []*Value
	// Prerequisites returns the operands that must be ready before the
	// op's body starts (async.execute's dependencies and value operands).
	Prerequisites func(op *Operation) []*Value
	// Awaits returns the operands the op blocks on until they are ready
	// (async.await's token or value, async.await_all's group).
	Awaits func(op *Operation) []*Value
	// Joins returns the token or value the op adds to a group, and the
	// group (async.add_to_group); nil, nil for another op.
	Joins func(op *Operation) (member, group *Value)
}

// ParseHook parses an op's custom assembly form after its name into st.
type ParseHook func(p OpAsmParser, st *OperationState) error

// PrintHook prints an op's custom assembly form after its name.
type PrintHook func(p OpAsmPrinter, op *Operation)

// OpDef is the registered definition of an op kind: its traits,
// interfaces, syntax and verifier. Interfaces are optional function values;
// a nil interface means the op does not implement it.
type OpDef struct {
	// Name is the full op name, "dialect.op".
	Name string
	// Summary is a one-line description.
	Summary string
	// Syntax documents the op's printed custom form.
	Syntax string
	// Traits are the op's static properties.
	Traits Trait
	// Inherent lists the names of inherent attributes (MLIR properties).
	Inherent []string

	// Format is a declarative assembly format, interpreted by one engine
	// for parsing and printing. Empty when Parse/Print hooks are given or
	// the op only has the generic form.
	Format string
	// Args, Results, Regions, Successors and TypeRules declare the op's
	// slots in ODS-like syntax for the format engine and the verifier, e.g.
	// Args: "memref:AnyMemRef, indices:Variadic<Index>",
	// Results: "result:AnyType"; see format.go and doc.go.
	Args       string
	Results    string
	Regions    string
	Successors string
	TypeRules  string
	// ImplicitTerminatorOp names the terminator that custom syntax may
	// omit (with the ImplicitTerminator trait), e.g. "scf.yield".
	ImplicitTerminatorOp string

	// ResultNames are the name hints mlir-opt gives the op's results in
	// custom form (MLIR's OpAsmOpInterface::getAsmResultNames): entry i
	// names result i and starts a result group there, so one entry names
	// the whole result list (`%alloc`, `%x:2`) and {"sum", "overflow"}
	// names two results. Empty entries and nil leave results numbered
	// (%0, %1#1). The printer de-duplicates names with `_N` suffixes.
	ResultNames []string
	// AsmResultNames computes result name hints that depend on the op (a
	// constant's value, variadic result groups); it calls set(i, name) for
	// the first result i of each named group. It replaces ResultNames.
	AsmResultNames func(op *Operation, set func(result int, name string))
	// AsmBlockArgNames names the entry block arguments of region r of op
	// (MLIR's getAsmBlockArgumentNames, e.g. linalg.generic's %in and
	// %out) by calling set(argIndex, name); unnamed ones print as %argN.
	AsmBlockArgNames func(op *Operation, r *Region, set func(arg int, name string))

	// Parse and Print are hand-written custom syntax hooks.
	Parse ParseHook
	Print PrintHook
	// Verify checks op-specific invariants after parsing and after passes.
	Verify func(op *Operation) error
	// VerifySymbolUses checks the op's references to symbols
	// (SymbolUserOpInterface): called, with the nearest enclosing symbol
	// table, when that table's op is verified.
	VerifySymbolUses func(op *Operation, symbols *Symbols) error

	// Effects returns the op's memory effects (MemoryEffectOpInterface).
	// Nil with neither Pure nor RecursiveMemoryEffects means unknown.
	Effects func(op *Operation) []MemoryEffect
	// Speculatability tells whether the op may run speculatively
	// (ConditionallySpeculatable); see SpeculationOf. Nil: Pure ops are
	// speculatable, others are not.
	Speculatability func(op *Operation) Speculation
	// ViewSource returns the memref that a view-like op views into
	// (ViewLikeOpInterface); its result aliases that source.
	ViewSource func(op *Operation) *Value
	// ViewFlow reports extra aliasing a value-forwarding op creates, by
	// calling add(from, to) for each "to may point into from" edge
	// (BufferViewFlowOpInterface, e.g. arith.select).
	ViewFlow func(op *Operation, add func(from, to *Value))
	// RegionBranch describes structured control flow into regions.
	RegionBranch *RegionBranchInterface
	// Async describes asynchronous execution: an op whose region runs
	// concurrently with the ops after it, and the ops that wait for one
	// (the async dialect); see AsyncInterface.
	Async *AsyncInterface
	// RegionTerminatorOperands returns the operands a region terminator
	// forwards to successor to (RegionBranchTerminatorOpInterface).
	RegionTerminatorOperands func(term *Operation, to RegionSuccessor) []*Value
	// BranchOperands returns the operands a branch terminator passes to its
	// successor i (BranchOpInterface).
	BranchOperands func(op *Operation, i int) []*Value
	// SetBranchOperands replaces the operands a branch terminator passes to
	// its successor i (BranchOpInterface's mutable successor operands).
	SetBranchOperands func(op *Operation, i int, vals []*Value)
	// Call describes the callee and the arguments of a call op
	// (CallOpInterface).
	Call *CallInterface
	// Callable returns the region a call to the op runs, nil for a
	// declaration (CallableOpInterface); see CallableRegion.
	Callable func(op *Operation) *Region
	// Loop describes a loop's induction variables, bounds and steps
	// (LoopLikeOpInterface); see Loop.
	Loop *LoopInterface
	// Overwrites returns the memref operands whose every element the op
	// writes without reading it first (memref.copy's target, linalg.fill's
	// output): after the op, nothing of their old contents is visible.
	Overwrites func(op *Operation) []*Value
	// Bounds derives constant ranges of the op's integer results and of
	// the dynamic dimensions of its shaped results
	// (ValueBoundsOpInterface); see BoundsInterface and ir/valuebounds.
	Bounds *BoundsInterface

	// Fold folds the op (MLIR's fold); see FoldFunc. Nil: the op does not
	// fold.
	Fold FoldFunc
	// Canonicalize lists the op's canonicalization patterns (MLIR's
	// getCanonicalizationPatterns), each with Root set to the op's name.
	Canonicalize []*Pattern

	// external holds interfaces that packages outside ir attach to the op
	// (MLIR's external models), indexed by InterfaceKey.
	external []any
	// dpsSplit tells where the inputs and the inits of a
	// destination-passing-style op end in its operands (linalg).
	dpsSplit func(op *Operation) (insEnd, outsEnd int)
	// info is the opInfo every op of this definition shares (set by
	// Register).
	info *opInfo
}

// InterfaceKey names an op interface that a package outside ir defines and
// attaches to op definitions, the way MLIR attaches external models to ops
// (e.g. bufferize's BufferizableOpInterface). Create one per interface with
// NewInterfaceKey from a package-level variable.
type InterfaceKey struct {
	name  string
	index int
}

var interfaceKeys []*InterfaceKey

// NewInterfaceKey registers a new interface kind; call it once per interface,
// at package initialization.
func NewInterfaceKey(name string) *InterfaceKey {
	registryMu.Lock()
	defer registryMu.Unlock()
	k := &InterfaceKey{name: name, index: len(interfaceKeys)}
	interfaceKeys = append(interfaceKeys, k)
	return k
}

// String returns the interface's name.
func (k *InterfaceKey) String() string { return k.name }

// AttachInterface attaches impl as the implementation of interface k to the
// registered op named name (MLIR's Op::attachInterface). Attach models from
// init functions, before any IR is processed; attaching to an unknown op or
// twice to the same op is an error.
func AttachInterface(name string, k *InterfaceKey, impl any) error {
	registryMu.Lock()
	defer registryMu.Unlock()
	d := registry[name]
	if d == nil {
		return fmt.Errorf("ir: cannot attach %s to unregistered op %q", k.name, name)
	}
	for len(d.external) <= k.index {
		d.external = append(d.external, nil)
	}
	if d.external[k.index] != nil {
		return fmt.Errorf("ir: %s attached twice to %q", k.name, name)
	}
	d.external[k.index] = impl
	return nil
}

// Interface returns the implementation of interface k attached to the op
// kind, or nil.
func (d *OpDef) Interface(k *InterfaceKey) any {
	if d == nil || k.index >= len(d.external) {
		return nil
	}
	return d.external[k.index]
}

// IsInherent reports whether name is one of the op's inherent attributes.
func (d *OpDef) IsInherent(name string) bool {
	for _, n := range d.Inherent {
		if n == name {
			return true
		}
	}
	if d.HasSignature() {
		if sig, err := d.Signature(); err == nil && sig != nil {
			if sl := sig.Slot(name); sl != nil && sl.Kind == SlotAttr {
				return true
			}
			if name == OperandSegmentSizesAttr && sig.NeedsOperandSegments() ||
				name == ResultSegmentSizesAttr && sig.NeedsResultSegments() {
				return true
			}
		}
	}
	return false
}

var (
	registryMu sync.RWMutex
	registry   = map[string]*OpDef{}
)

// Register adds op definitions to the global registry. Registering a name
// twice panics: that is a programming error in a dialect file.
func Register(defs ...*OpDef) {
	registryMu.Lock()
	defer registryMu.Unlock()
	for _, d := range defs {
		if _, dup := registry[d.Name]; dup {
			panic(fmt.Sprintf("ir: op %q registered twice", d.Name))
		}
		registry[d.Name] = d
		d.info = &opInfo{name: d.Name, def: d}
		opInfos.Store(d.Name, d.info) // ops made before stay unregistered
	}
}

// Lookup returns the definition of the op named name, or nil.
func Lookup(name string) *OpDef {
	registryMu.RLock()
	d := registry[name]
	registryMu.RUnlock()
	return d
}

// DialectHasOps reports whether memopt registers an op of the dialect
// named dialect ("arith", "memref", ...).
func DialectHasOps(dialect string) bool {
	prefix := dialect + "."
	registryMu.RLock()
	defer registryMu.RUnlock()
	for name := range registry {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// RegisteredOps returns all registered op definitions sorted by name.
func RegisteredOps() []*OpDef {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]*OpDef, 0, len(registry))
	for _, d := range registry {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Effects returns op's own memory effects and whether they are known.
// Pure ops have none; ops with RecursiveMemoryEffects have the effects of
// their nested ops (collected recursively); unregistered ops and ops without
// an Effects interface have unknown effects (known == false).
func Effects(op *Operation) (effects []MemoryEffect, known bool) {
	if op.info.def == nil {
		return nil, false
	}
	if op.info.def.Traits&Pure != 0 {
		return nil, true
	}
	known = true
	if op.info.def.Effects != nil {
		effects = op.info.def.Effects(op)
	} else if op.info.def.Traits&RecursiveMemoryEffects == 0 {
		return nil, false
	}
	if op.info.def.Traits&RecursiveMemoryEffects != 0 {
		for _, r := range op.regs() {
			for _, b := range r.bl() {
				for o := b.first; o != nil; o = o.next {
					e, k := Effects(o)
					if !k {
						return nil, false
					}
					effects = append(effects, e...)
				}
			}
		}
	}
	return effects, known
}

// HasNoEffect reports whether op is known to have no memory effects
// (including nested ops for RecursiveMemoryEffects).
func HasNoEffect(op *Operation) bool {
	e, known := Effects(op)
	return known && len(e) == 0
}
