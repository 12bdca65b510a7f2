package ir

import (
	"fmt"
	"strings"
)

// Verify checks op and everything nested in it: structural rules (SSA
// dominance, uses across IsolatedFromAbove boundaries, terminators, block
// counts, successors), the op signature (operand/result counts, buildable
// types, type rules, required attributes) and each registered op's own
// Verify hook. It returns nil, a *Diagnostic or a DiagnosticList (one
// diagnostic per failing op, in pre-order; an op whose structure is broken
// is not given to its Verify hook).
func Verify(op *Operation) error {
	v := &irVerifier{dom: map[*Region]*domInfo{}, open: map[*Region]openRegion{}}
	v.verifyOp(op)
	return v.err()
}

// VerifyOp checks op on its own, as Verify checks each op once its
// structure is sound: the op signature, then its OpDef's Verify hook.
// Nested ops are not checked.
func VerifyOp(op *Operation) error {
	v := &irVerifier{}
	if v.signature(op) && op.info.def != nil && op.info.def.Verify != nil {
		if err := op.info.def.Verify(op); err != nil {
			v.add(op, err)
		}
	}
	return v.err()
}

// err returns nil, the one diagnostic or the list.
func (v *irVerifier) err() error {
	switch len(v.diags) {
	case 0:
		return nil
	case 1:
		return v.diags[0]
	}
	return v.diags
}

type irVerifier struct {
	diags DiagnosticList
	dom   map[*Region]*domInfo
	// open maps each region on the path from the root to the op being
	// verified to its op on that path (the walk is depth-first), so that
	// dominance finds a user's ancestor in the defining region at once
	// instead of walking up: verifying 10,000 nested regions stays linear.
	open map[*Region]openRegion
	// depth counts the open regions; isolated holds the depths of the
	// open regions of IsolatedFromAbove ops.
	depth    int
	isolated []int
}

// openRegion is a region on the verifier's path: its depth and its op on
// the path.
type openRegion struct {
	depth int
	cur   *Operation
}

func (v *irVerifier) verifyOp(op *Operation) {
	ok := v.structure(op)
	if ok {
		ok = v.signature(op)
	}
	if ok && op.HasTrait(Symbol) {
		ok = v.symbol(op)
	}
	if ok && op.info.def != nil && op.info.def.Verify != nil {
		if err := op.info.def.Verify(op); err != nil {
			v.add(op, err)
		}
	}
	iso := op.HasTrait(IsolatedFromAbove)
	for _, r := range op.regs() {
		v.depth++
		if iso {
			v.isolated = append(v.isolated, v.depth)
		}
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				if v.open != nil {
					v.open[r] = openRegion{v.depth, o}
				}
				v.verifyOp(o)
			}
		}
		delete(v.open, r)
		if iso {
			v.isolated = v.isolated[:len(v.isolated)-1]
		}
		v.depth--
	}
	if ok && op.HasTrait(SymbolTable) {
		if table, unique := v.uniqueSymbols(op); unique {
			v.symbolUses(op, table)
		}
	}
}

// uniqueSymbols checks that no two ops directly in the symbol table op st
// define the same name, as MLIR's SymbolTable trait verifier does (any op
// with a string sym_name, before the symbol uses): the second definition
// is "redefinition of symbol named 'f'", with a note at the first. It
// returns the symbols it indexed, the table symbolUses looks names up in.
func (v *irVerifier) uniqueSymbols(st *Operation) (*Symbols, bool) {
	t, dup, first := indexSymbols(st)
	if dup != nil {
		v.diags = append(v.diags, dup.Errorf("redefinition of symbol named '%s'", SymbolName(dup)).
			AddNote(first.Loc.Position(), "see existing symbol definition here"))
		return nil, false
	}
	return t, true
}

// symbolUses checks the symbol references of the ops nested in the symbol
// table op st (not those inside nested symbol tables, which check their
// own), as MLIR's SymbolTable trait verifier does: up to the first bad one.
func (v *irVerifier) symbolUses(st *Operation, table *Symbols) {
	var walk func(op *Operation) bool
	walk = func(op *Operation) bool {
		for _, r := range op.regs() {
			for _, b := range r.blocks {
				for o := b.first; o != nil; o = o.next {
					if d := o.info.def; d != nil && d.VerifySymbolUses != nil {
						if err := d.VerifySymbolUses(o, table); err != nil {
							v.add(o, err)
							return false
						}
					}
					if !o.HasTrait(SymbolTable) && !walk(o) {
						return false
					}
				}
			}
		}
		return true
	}
	walk(st)
}

// Symbols maps the names of the symbols defined directly in a symbol
// table op (builtin.module) to their ops.
type Symbols struct {
	syms map[string]*Operation
}

// NewSymbols indexes the symbols of the symbol table op st (the first
// definition of a name that is defined twice).
func NewSymbols(st *Operation) *Symbols {
	t, _, _ := indexSymbols(st)
	return t
}

// indexSymbols indexes the symbols of st by name, keeping the first
// definition of each, and returns the first op that redefines a name with
// the definition it repeats (nil if no op does). A symbol named "" is
// checked for redefinition but not indexed.
func indexSymbols(st *Operation) (t *Symbols, dup, dupFirst *Operation) {
	t = &Symbols{syms: map[string]*Operation{}}
	var empty *Operation
	for _, r := range st.regs() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				name, ok := o.Attr("sym_name").(*StringAttr)
				if !ok {
					continue
				}
				first := t.syms[name.Value]
				if name.Value == "" {
					first = empty
				}
				if first != nil {
					if dup == nil {
						dup, dupFirst = o, first
					}
					continue
				}
				if name.Value == "" {
					empty = o
				} else {
					t.syms[name.Value] = o
				}
			}
		}
	}
	return t, dup, dupFirst
}

// Lookup returns the symbol named by ref (a flat reference; nil if there
// is none, or ref is nested or not a symbol reference).
func (t *Symbols) Lookup(ref Attribute) *Operation {
	sr, ok := ref.(*SymbolRefAttr)
	if !ok || len(sr.Nested) > 0 {
		return nil
	}
	return t.syms[sr.Root]
}

func (v *irVerifier) add(op *Operation, err error) {
	switch e := err.(type) {
	case *Diagnostic:
		v.diags = append(v.diags, e)
	case DiagnosticList:
		v.diags = append(v.diags, e...)
	default:
		v.diags = append(v.diags, op.OpErrorf("%v", err))
	}
}

func (v *irVerifier) fail(op *Operation, format string, args ...any) bool {
	v.diags = append(v.diags, op.OpErrorf(format, args...))
	return false
}

// structure checks operands (dominance and scope), regions, blocks and
// terminators of op.
func (v *irVerifier) structure(op *Operation) bool {
	for i := range op.operands {
		val := op.operands[i].value
		if val == nil {
			return v.fail(op, "operand #%d is null", i)
		}
		if !v.dominates(val, op) {
			d := op.OpErrorf("operand #%d does not dominate this use", i)
			if val.owner != nil {
				d.AddNote(val.owner.Loc.Position(), "operand defined here")
			} else if val.block != nil {
				d.AddNote(val.Loc.Position(), "operand defined as a block argument")
			}
			v.diags = append(v.diags, d)
			return false
		}
	}
	for i, s := range op.succs() {
		if s == nil {
			return v.fail(op, "successor #%d is null", i)
		}
		if op.block == nil || s.parent != op.block.parent {
			return v.fail(op, "reference to block defined in another region")
		}
		if s.parent.blocks[0] == s {
			return v.fail(op, "entry block of region may not have predecessors")
		}
	}
	if len(op.succs()) > 0 && !op.HasTrait(Terminator) && op.info.def != nil {
		return v.fail(op, "has successors but is not a terminator")
	}
	if op.info.def != nil && op.HasTrait(Terminator) && op.block != nil && op.block.last != op {
		return v.fail(op, "must be the last operation in the parent block")
	}
	def := op.info.def
	for ri, r := range op.regs() {
		if def != nil && def.Traits&SingleBlock != 0 && len(r.blocks) > 1 {
			return v.fail(op, "expects region #%d to have 0 or 1 blocks", ri)
		}
		for bi, b := range r.blocks {
			if b.parent != r {
				return v.fail(op, "block #%d of region #%d has a wrong parent", bi, ri)
			}
			if def == nil || def.Traits&(NoTerminator|GraphRegion) != 0 {
				continue
			}
			last := b.last
			if last == nil {
				if len(r.blocks) == 1 && def.Traits&SingleBlock != 0 && def.ImplicitTerminatorOp == "" {
					continue
				}
				return v.fail(op, "empty block: expect at least a terminator")
			}
			if last.info.def != nil && !last.HasTrait(Terminator) {
				d := last.Errorf("block with no terminator, has %s", shortOp(last))
				v.diags = append(v.diags, d)
				return false
			}
		}
	}
	return true
}

func shortOp(op *Operation) string {
	return "'" + op.info.name + "'"
}

// signature checks op against its OpDef's declared slots.
// symbol checks a named symbol op as MLIR's SymbolOpInterface does: its
// visibility is a string, one of public, private and nested, and its
// parent, when registered, is a symbol table (a func.func in an scf.for
// is not). An unnamed builtin.module is no symbol.
func (v *irVerifier) symbol(op *Operation) bool {
	if op.Attr("sym_name") == nil {
		return true
	}
	if !v.visibility(op) {
		return false
	}
	if p := op.ParentOp(); p != nil && p.Def() != nil && !p.HasTrait(SymbolTable) {
		return v.fail(op, "symbol's parent must have the SymbolTable trait")
	}
	return true
}

// visibility checks the sym_visibility attribute of a symbol op.
func (v *irVerifier) visibility(op *Operation) bool {
	vis := op.Attr("sym_visibility")
	if vis == nil {
		return true
	}
	sa, ok := vis.(*StringAttr)
	if !ok {
		return v.fail(op, "requires visibility attribute 'sym_visibility' to be a string attribute, but got %s", vis)
	}
	switch sa.Value {
	case "public", "private", "nested":
		return true
	}
	return v.fail(op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", QuoteString(sa.Value))
}

func (v *irVerifier) signature(op *Operation) bool {
	def := op.info.def
	if def == nil || !def.HasSignature() {
		return true
	}
	sig, err := def.Signature()
	if err != nil || sig == nil {
		return true
	}
	var obuf, rbuf [9]int
	ob, ok := sig.Bounds(op, false, obuf[:0])
	if !ok {
		if sig.NeedsOperandSegments() {
			if _, has := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr); !has {
				return v.fail(op, "operand count (%d) does not match with the total size (0) specified in attribute 'operandSegmentSizes'", op.NumOperands())
			}
			return v.fail(op, "operand count (%d) does not match with the total size specified in attribute 'operandSegmentSizes'", op.NumOperands())
		}
		return v.fail(op, "expected %s operand%s, but found %d", countDesc(sig.Operands), slotsPlural(sig.Operands), op.NumOperands())
	}
	rb, ok := sig.Bounds(op, true, rbuf[:0])
	if !ok {
		return v.fail(op, "requires %s result%s, but found %d", countDesc(sig.Results), slotsPlural(sig.Results), op.NumResults())
	}
	for si, sl := range sig.Operands {
		for i := ob[si]; i < ob[si+1]; i++ {
			t := op.operands[i].value.typ
			if msg := checkTypeConstraint(sl.Type, t); msg != "" {
				return v.fail(op, "operand #%d must be %s%s, but got '%s'", i, variadicOf(sl), msg, t)
			}
		}
	}
	for si, sl := range sig.Results {
		for i := rb[si]; i < rb[si+1]; i++ {
			t := op.results[i].typ
			if msg := checkTypeConstraint(sl.Type, t); msg != "" {
				return v.fail(op, "result #%d must be %s%s, but got '%s'", i, variadicOf(sl), msg, t)
			}
		}
	}
	for _, sl := range sig.Attrs {
		if !sl.OptionalAttr && op.Attr(sl.Name) == nil {
			return v.fail(op, "requires attribute '%s'", sl.Name)
		}
	}
	nr := 0
	variadicRegions := false
	for _, sl := range sig.Regions {
		if sl.Arity == Single {
			nr++
		} else {
			variadicRegions = true
		}
	}
	if len(sig.Regions) > 0 && (op.NumRegions() < nr || !variadicRegions && op.NumRegions() != nr) {
		return v.fail(op, "requires %d region%s", nr, pluralN(nr))
	}
	// Type rules.
	slotTypes := func(name string) []Type {
		sl := sig.Slot(name)
		if sl == nil {
			return nil
		}
		var ts []Type
		switch sl.Kind {
		case SlotOperand:
			for i := ob[sl.Index]; i < ob[sl.Index+1]; i++ {
				ts = append(ts, op.operands[i].value.typ)
			}
		case SlotResult:
			for i := rb[sl.Index]; i < rb[sl.Index+1]; i++ {
				ts = append(ts, op.results[i].typ)
			}
		}
		return ts
	}
	if sig.SameOperandsAndResultType {
		var first Type
		for i := range op.operands {
			t := op.operands[i].value.typ
			if first == nil {
				first = t
			} else if !TypesEqual(first, t) {
				return v.fail(op, "requires the same type for all operands and results")
			}
		}
		for i := range op.results {
			t := op.results[i].typ
			if first == nil {
				first = t
			} else if !TypesEqual(first, t) {
				return v.fail(op, "requires the same type for all operands and results")
			}
		}
	}
	for _, r := range sig.Rules {
		switch r.Kind {
		case "all":
			var first Type
			for _, n := range r.Names {
				for _, t := range slotTypes(n) {
					if first == nil {
						first = t
					} else if !TypesEqual(first, t) {
						return v.fail(op, "failed to verify that all of {%s} have same type", strings.Join(r.Names, ", "))
					}
				}
			}
		case "fn":
			src := make([]Type, len(r.Sources))
			okAll := true
			for i, n := range r.Sources {
				ts := slotTypes(n)
				if len(ts) == 0 {
					okAll = false
					break
				}
				src[i] = ts[0]
			}
			if !okAll {
				continue
			}
			want := LookupTypeFunc(r.Func)(src)
			if want == nil {
				continue
			}
			for _, t := range slotTypes(r.Target) {
				if !TypesEqual(want, t) {
					return v.fail(op, "failed to verify that type of '%s' is %s(%s): expected '%s', but got '%s'", r.Target, r.Func, strings.Join(r.Sources, ", "), want, t)
				}
			}
		}
	}
	return true
}

func slotsPlural(slots []*Slot) string {
	if len(slots) == 1 && slots[0].Arity == Single {
		return ""
	}
	return "s"
}

func pluralN(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func countDesc(slots []*Slot) string {
	n := 0
	variadic := false
	for _, sl := range slots {
		if sl.Arity == Single {
			n++
		} else {
			variadic = true
		}
	}
	if variadic {
		return fmt.Sprintf("at least %d", n)
	}
	return fmt.Sprint(n)
}

// variadicOf is the prefix ODS gives the summary of a Variadic<...>
// constraint in messages ("variadic of async token type").
func variadicOf(sl *Slot) string {
	if sl.Arity == VariadicArity {
		return "variadic of "
	}
	return ""
}

// checkTypeConstraint returns "" when t satisfies the named type
// constraint (unknown constraint names accept every type), else a
// description of the constraint for the error message.
func checkTypeConstraint(c *Constraint, t Type) string {
	if c == nil || t == nil {
		return ""
	}
	if b := BuildableType(c); b != nil {
		if !TypesEqual(b, t) {
			switch c.Name {
			case "Async_TokenType":
				return "async token type"
			case "Async_GroupType":
				return "async group type"
			case "Async_CoroIdType":
				return "switched-resume coroutine identifier"
			case "Async_CoroHandleType":
				return "coroutine handle"
			case "Async_CoroStateType":
				return "saved coroutine state"
			}
			return strings.ToLower(c.Name[:1]) + c.Name[1:]
		}
		return ""
	}
	name := c.Name
	is := func(ok bool, desc string) string {
		if ok {
			return ""
		}
		return desc
	}
	switch name {
	case "AnyMemRef", "AnyRankedOrUnrankedMemRef":
		return is(IsMemRef(t), "memref of any type values")
	case "Async_ValueType":
		return is(AsyncValueElem(t) != nil, "async value type")
	case "Async_AnyValueOrTokenType":
		return is(AsyncValueElem(t) != nil || IsAsyncToken(t), "async value type or async token type")
	case "Async_AnyAsyncType":
		return is(AsyncValueElem(t) != nil || IsAsyncToken(t) || IsAsyncGroup(t), "async value type or async token type or async group type")
	case "AnyStaticShapeMemRef":
		m, ok := t.(*MemRefType)
		return is(ok && m.HasStaticShape(), "statically shaped memref of any type values")
	case "AnyTensor", "AnyRankedOrUnrankedTensor":
		return is(IsTensor(t), "tensor of any type values")
	case "AnyRankedTensor":
		_, ok := t.(*RankedTensorType)
		return is(ok, "ranked tensor of any type values")
	case "AnyVector", "AnyVectorOfAnyRank", "AnyFixedVectorOfAnyRank":
		_, ok := t.(*VectorType)
		return is(ok, "vector of any type values")
	case "AnyInteger", "AnySignlessInteger":
		_, ok := t.(*IntegerType)
		return is(ok, "integer")
	case "AnyFloat":
		_, ok := t.(*FloatType)
		return is(ok, "floating-point")
	case "AnySignlessIntegerOrIndex", "SignlessIntegerOrIndexLike", "SignlessIntegerLike", "IntegerLike":
		e := t
		if s, ok := t.(ShapedType); ok {
			e = s.ElementType()
		}
		switch e.(type) {
		case *IntegerType, *IndexType:
			return ""
		}
		return "signless-integer-like"
	case "FloatLike":
		e := t
		if s, ok := t.(ShapedType); ok {
			e = s.ElementType()
		}
		_, ok := e.(*FloatType)
		return is(ok, "floating-point-like")
	case "BoolLike":
		e := t
		if s, ok := t.(ShapedType); ok {
			e = s.ElementType()
		}
		return is(TypesEqual(e, I1), "bool-like")
	}
	return ""
}

// ---- dominance ----

// dominates reports whether val is visible at user: defined before it in
// the same block, in a dominating block of an enclosing region, and not
// across an IsolatedFromAbove boundary.
func (v *irVerifier) dominates(val *Value, user *Operation) bool {
	db := val.OwnerBlock()
	if db == nil {
		return false
	}
	// Fast path: same block.
	if user.block == db {
		if val.owner == nil {
			return true
		}
		if v.graphRegion(db.parent) {
			return true
		}
		return val.owner != user && val.owner.IsBeforeInBlock(user)
	}
	dr := db.parent
	a := user
	if e, ok := v.open[dr]; ok && user.block != nil && v.open[user.block.parent].cur == user {
		// user is on the verifier's path (the op being verified) and dr
		// encloses it: its ancestor in dr is known, and an isolated op
		// opened below dr hides dr's values.
		if n := len(v.isolated); n > 0 && v.isolated[n-1] > e.depth {
			return false
		}
		a = e.cur
	}
	// Walk up from the user to the op that lives in the defining region.
	for a.block != nil && a.block.parent != dr {
		p := a.ParentOp()
		if p == nil {
			return false
		}
		if p.HasTrait(IsolatedFromAbove) {
			return false
		}
		a = p
	}
	if a.block == nil {
		return false
	}
	if v.graphRegion(dr) {
		return true
	}
	if a.block == db {
		if val.owner == nil {
			return true
		}
		return val.owner != a && val.owner.IsBeforeInBlock(a)
	}
	return v.blockDominates(db, a.block)
}

// graphRegion reports whether r's values need not dominate their uses:
// regions of GraphRegion ops and, as MLIR assumes (mayBeGraphRegion), of
// ops memopt does not know (`"foo.op"() ({...})`).
func (v *irVerifier) graphRegion(r *Region) bool {
	p := r.parent
	return p != nil && (p.info.def == nil || p.HasTrait(GraphRegion))
}

type domInfo struct {
	idom  map[*Block]*Block
	order map[*Block]int // reverse post-order index
}

func (v *irVerifier) blockDominates(a, b *Block) bool {
	r := a.parent
	d := v.dom[r]
	if d == nil {
		d = computeDominators(r)
		v.dom[r] = d
	}
	if _, reach := d.order[b]; !reach {
		return true // uses in unreachable blocks are not checked
	}
	if _, reach := d.order[a]; !reach {
		return false
	}
	for x := b; x != nil; {
		if x == a {
			return true
		}
		n := d.idom[x]
		if n == x {
			break
		}
		x = n
	}
	return false
}

// computeDominators runs the Cooper-Harvey-Kennedy iterative algorithm.
func computeDominators(r *Region) *domInfo {
	d := &domInfo{idom: map[*Block]*Block{}, order: map[*Block]int{}}
	if len(r.blocks) == 0 {
		return d
	}
	entry := r.blocks[0]
	var post []*Block
	seen := map[*Block]bool{}
	var dfs func(b *Block)
	dfs = func(b *Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if s != nil && s.parent == r && !seen[s] {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	dfs(entry)
	rpo := make([]*Block, len(post))
	for i, b := range post {
		rpo[len(post)-1-i] = b
	}
	for i, b := range rpo {
		d.order[b] = i
	}
	preds := map[*Block][]*Block{}
	for _, b := range rpo {
		for _, s := range b.Successors() {
			if s != nil && s.parent == r {
				preds[s] = append(preds[s], b)
			}
		}
	}
	d.idom[entry] = entry
	intersect := func(a, b *Block) *Block {
		for a != b {
			for d.order[a] > d.order[b] {
				a = d.idom[a]
			}
			for d.order[b] > d.order[a] {
				b = d.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			var nd *Block
			for _, p := range preds[b] {
				if d.idom[p] == nil {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && d.idom[b] != nd {
				d.idom[b] = nd
				changed = true
			}
		}
	}
	return d
}
