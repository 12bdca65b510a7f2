package ir

// Inlining hooks: what the inliner asks a dialect (MLIR's
// DialectInlinerInterface) and an op (CallableOpInterface's callable
// region). The inliner itself is passes/transforms' inline pass.

// InlinerInterface is a dialect's inlining hooks (MLIR's
// DialectInlinerInterface). A nil legality hook answers no, as MLIR's
// defaults do: a dialect opts in to what it allows.
type InlinerInterface struct {
	// LegalCall reports whether call, an op of the dialect, may be
	// replaced by the body of callable.
	LegalCall func(call, callable *Operation, wouldBeCloned bool) bool
	// LegalRegion reports whether the blocks of src may be inlined into
	// dest, a region of an op of the dialect; m maps src's values to what
	// replaces them.
	LegalRegion func(dest, src *Region, wouldBeCloned bool, m *Mapping) bool
	// LegalOp reports whether op, of the dialect, may be inlined into dest.
	LegalOp func(op *Operation, dest *Region, wouldBeCloned bool, m *Mapping) bool
	// HandleTerminator, for a callee of one block, replaces each of
	// results (the call's results) by what terminator term, of the
	// dialect, returns; term is erased afterwards.
	HandleTerminator func(term *Operation, results []*Value)
	// HandleTerminatorBranch, for a callee of several blocks, replaces
	// terminator term, of the dialect, by a branch to dest passing what it
	// returns (built with b, whose insertion point is before term).
	HandleTerminatorBranch func(b *Builder, term *Operation, dest *Block)
}

// InlinerOf returns the inliner hooks of op's dialect, or nil.
func InlinerOf(op *Operation) *InlinerInterface {
	if d := LookupDialect(op.Dialect()); d != nil {
		return d.Inliner
	}
	return nil
}

// CallableRegion returns the region a call to op runs (MLIR's
// CallableOpInterface::getCallableRegion): nil when op is not callable or
// is a declaration.
func CallableRegion(op *Operation) *Region {
	if d := op.Def(); d != nil && d.Callable != nil {
		return d.Callable(op)
	}
	return nil
}

// IsCallable reports whether op implements the callable interface.
func IsCallable(op *Operation) bool {
	d := op.Def()
	return d != nil && d.Callable != nil
}

// bodyIfAny is the Callable hook of functions: their body region, nil for
// a declaration.
func bodyIfAny(op *Operation) *Region {
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil
	}
	return op.Region(0)
}

// inlineAnyOp is the inliner of dialects whose ops may be inlined
// anywhere (and into whose regions anything may be inlined).
var inlineAnyOp = &InlinerInterface{
	LegalRegion: func(*Region, *Region, bool, *Mapping) bool { return true },
	LegalOp:     func(*Operation, *Region, bool, *Mapping) bool { return true },
}

// funcInliner is the func dialect's: calls without no_inline to functions
// without no_inline; func.return becomes the call's results or a cf.br.
var funcInliner = &InlinerInterface{
	LegalCall: func(call, callable *Operation, _ bool) bool {
		return call.Attr("no_inline") == nil && callable.Attr("no_inline") == nil
	},
	LegalRegion: inlineAnyOp.LegalRegion,
	LegalOp:     inlineAnyOp.LegalOp,
	HandleTerminator: func(term *Operation, results []*Value) {
		for i, r := range results {
			r.ReplaceAllUsesWith(term.Operand(i))
		}
	},
	HandleTerminatorBranch: func(b *Builder, term *Operation, dest *Block) {
		b.Create(&OperationState{Name: "cf.br", Operands: term.Operands(), Successors: []*Block{dest}, Loc: term.Loc})
		term.Erase()
	},
}

// llvmInliner is the llvm dialect's as far as memopt goes: its ops may be
// inlined (but llvm.intr.vastart), not its calls.
var llvmInliner = &InlinerInterface{
	LegalRegion: inlineAnyOp.LegalRegion,
	LegalOp: func(op *Operation, _ *Region, _ bool, _ *Mapping) bool {
		return op.Name() != "llvm.intr.vastart"
	},
}

// affineInliner is the affine dialect's (MLIR's AffineInlinerInterface):
// affine ops go only where their region is an affine scope or an affine
// loop or if; into an affine loop or if goes only a one-block callee
// whose ops are free of memory effects or are affine.apply, loads and
// stores whose dimensions and symbols stay valid.
var affineInliner = &InlinerInterface{
	LegalOp: func(_ *Operation, dest *Region, _ bool, _ *Mapping) bool {
		p := dest.ParentOp()
		return p != nil && (p.HasTrait(AffineScope) || isAffineStructure(p))
	},
	LegalRegion: func(dest, src *Region, _ bool, m *Mapping) bool {
		if p := dest.ParentOp(); p == nil || !isAffineStructure(p) {
			return false
		}
		if len(src.bl()) != 1 {
			return false
		}
		for o := src.bl()[0].first; o != nil; o = o.next {
			if d := o.Def(); d != nil && (d.Traits&Pure != 0 || d.Effects != nil) && HasNoEffect(o) {
				continue
			}
			if !affineRemainsLegal(o, src, dest, m) {
				return false
			}
		}
		return true
	},
}

// isAffineStructure reports whether op is an affine.for, affine.parallel
// or affine.if.
func isAffineStructure(op *Operation) bool {
	switch op.Name() {
	case "affine.for", "affine.parallel", "affine.if":
		return true
	}
	return false
}

// affineRemainsLegal reports whether an affine.apply, load or store op of
// src keeps valid dimension and symbol operands once inlined into dest.
func affineRemainsLegal(op *Operation, src, dest *Region, m *Mapping) bool {
	switch op.Name() {
	case "affine.apply":
		check := isValidSymbolIn
		if isValidDimIn(op.Result(0), src) {
			check = isValidDimIn
		}
		return operandsRemainLegal(op.Operands(), src, dest, m, check)
	case "affine.load", "affine.store", "affine.vector_load", "affine.vector_store":
		am, ok := op.Attr("map").(*AffineMapAttr)
		if !ok {
			return false
		}
		first := 1 // the memref
		if op.Name() == "affine.store" || op.Name() == "affine.vector_store" {
			first = 2 // the value and the memref
		}
		if op.NumOperands() < first {
			return false
		}
		ops := op.Operands()[first:]
		nd := am.Map.NumDims
		if nd > len(ops) {
			return false
		}
		return operandsRemainLegal(ops[:nd], src, dest, m, isValidDimIn) &&
			operandsRemainLegal(ops[nd:], src, dest, m, isValidSymbolIn)
	}
	return false
}

// operandsRemainLegal is MLIR's remainsLegalAfterInline over values:
// values not defined at the top level of src stay valid; arguments of src
// must map to values check accepts in dest; other top-level values must
// come from constants or dims.
func operandsRemainLegal(vs []*Value, src, dest *Region, m *Mapping, check func(*Value, *Region) bool) bool {
	for _, v := range vs {
		if !isTopLevelValue(v, src) {
			continue
		}
		if v.IsBlockArgument() {
			if !check(m.Lookup(v), dest) {
				return false
			}
			continue
		}
		d := v.DefiningOp()
		if d == nil || !(d.HasTrait(ConstantLike) || d.Name() == "memref.dim" || d.Name() == "tensor.dim") {
			return false
		}
	}
	return true
}

// isTopLevelValue reports whether v is an argument of a block of r or a
// result of an op directly in r.
func isTopLevelValue(v *Value, r *Region) bool {
	return v.ParentRegion() == r
}

// isValidSymbolIn is MLIR's affine isValidSymbol(value, region): an index
// value at the top level of region, a constant, an affine.apply of
// symbols, a dim, or a value valid above region up to the nearest affine
// scope.
func isValidSymbolIn(v *Value, r *Region) bool {
	if _, ok := v.Type().(*IndexType); !ok {
		return false
	}
	if r != nil && isTopLevelValue(v, r) {
		return true
	}
	climb := func() bool {
		if r == nil {
			return false
		}
		p := r.ParentOp()
		if p == nil || p.HasTrait(AffineScope) || p.ParentRegion() == nil {
			return false
		}
		return isValidSymbolIn(v, p.ParentRegion())
	}
	d := v.DefiningOp()
	if d == nil {
		return climb()
	}
	if d.HasTrait(ConstantLike) {
		return true
	}
	switch d.Name() {
	case "affine.apply":
		for _, o := range d.Operands() {
			if !isValidSymbolIn(o, r) {
				return false
			}
		}
		return true
	case "memref.dim", "tensor.dim":
		return true
	}
	return climb()
}

// isValidDimIn is MLIR's affine isValidDim(value, region): a valid symbol,
// an induction variable of affine.for or affine.parallel, an argument of
// an affine scope's region, or an affine.apply of dimensions.
func isValidDimIn(v *Value, r *Region) bool {
	if _, ok := v.Type().(*IndexType); !ok {
		return false
	}
	if isValidSymbolIn(v, r) {
		return true
	}
	d := v.DefiningOp()
	if d == nil {
		b := v.OwnerBlock()
		if b == nil || b.ParentOp() == nil {
			return false
		}
		p := b.ParentOp()
		return p.Name() == "affine.for" || p.Name() == "affine.parallel" || p.HasTrait(AffineScope)
	}
	switch d.Name() {
	case "affine.apply":
		for _, o := range d.Operands() {
			if !isValidDimIn(o, r) {
				return false
			}
		}
		return true
	case "memref.dim", "tensor.dim":
		return true
	}
	return false
}

// CallSiteLocation returns the location of an op inlined from callee at a
// call at caller, as MLIR's inliner stacks them: callsite(callee at
// caller), and for a callee location that is already callsite(a at b),
// callsite(a at callsite(b at caller)), recursively.
func CallSiteLocation(callee, caller Location) Location {
	return Location{Pos: callee.Pos, Attr: stackCallSite(locationAttr(callee), locationAttr(caller))}
}

func stackCallSite(callee, caller *LocationAttr) *LocationAttr {
	if callee.Kind != LocCallSite {
		return NewCallSiteLoc(callee, caller)
	}
	return NewCallSiteLoc(callee.Callee, stackCallSite(callee.Caller, caller))
}
