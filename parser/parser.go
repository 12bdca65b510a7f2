package parser

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/memopt/memopt/ir"
)

// Option configures Parse.
type Option func(*parser)

// WithLineOffset shifts every reported line number by n (for chunks of a
// file split with --split-input-file).
func WithLineOffset(n int) Option { return func(p *parser) { p.lineOffset = n } }

// errAbort is panicked (and recovered in Parse) to unwind after the first
// error has been recorded in p.err.
type abort struct{}

// valueScope is the SSA name table of one IsolatedFromAbove region (or the
// top level). Names defined in nested non-isolated regions are removed when
// the region ends.
type valueScope struct {
	defs map[string]defEntry
	fwd  map[string]*fwdEntry
	// fwdOrder keeps forward references in first-use order for errors.
	fwdOrder []string
}

// defEntry is a defined name: n results of op starting at start, or the
// block argument arg.
type defEntry struct {
	op        *ir.Operation
	arg       *ir.Value
	start, n  int
	line, col int32
}

func (e *defEntry) value(i int) *ir.Value {
	if e.arg != nil {
		return e.arg
	}
	return e.op.Result(e.start + i)
}

type fwdEntry struct {
	vals map[int]*ir.Value
	pos  ir.Pos
}

// blockScope maps block labels of one region (blocks is made when the
// first label appears: most regions have none). Scopes are reused.
type blockScope struct {
	blocks  map[string]*blockEntry
	order   []string
	defined int
}

func (bs *blockScope) add(name string, e *blockEntry) {
	if bs.blocks == nil {
		bs.blocks = map[string]*blockEntry{}
	}
	bs.blocks[name] = e
	bs.order = append(bs.order, name)
}

// reset empties bs for reuse.
func (bs *blockScope) reset() {
	clear(bs.blocks)
	clear(bs.order)
	bs.order, bs.defined = bs.order[:0], 0
}

type blockEntry struct {
	b       *ir.Block
	defined bool
	pos     ir.Pos
}

type parser struct {
	file       string
	src        []byte
	pos        int
	line       int
	lineStart  int
	lineOffset int
	tok        token
	prevEnd    int

	err error

	scopes      []*valueScope
	regionDefs  [][]string // names defined per open region (for removal)
	blockScopes []*blockScope
	// defaultDialect is the stack of default dialects of enclosing ops.
	defaultDialect []string

	attrAliases map[string]ir.Attribute
	typeAliases map[string]ir.Type
	mod         *ir.Module

	typeCache  map[string]ir.Type
	canonTypes map[string]ir.Type
	intAttrs   map[intAttrKey]*ir.IntegerAttr

	// resultCount is the number of results of the op being parsed.
	resultCount int
	// distincts are the distinct[N] attributes read so far, by N.
	distincts map[int64]*ir.DistinctAttr
	// llvmStructs are the identified LLVM struct types, by name.
	llvmStructs map[string]*ir.LLVMStructType
	// deferredLocs are location aliases used before their definition.
	deferredLocs map[string]*deferredLoc
	curDef       *ir.OpDef
	// ap is the OpAsmParser handed to custom syntax.
	ap         asmParser
	opNames    map[string]opInfo
	strs       map[string]string
	freeStates []*recycledState
	// freeScopes are value scopes of isolated regions already parsed.
	freeScopes []*valueScope
	// freeBlockScopes are block scopes of regions already parsed.
	freeBlockScopes []*blockScope
	// depth bounds the recursion of nested types, attributes, affine
	// expressions and regions (deep nesting is an error, not a stack
	// overflow).
	depth int
	// regionDepth bounds the nesting of regions (maxRegionDepth).
	regionDepth int
}

// maxDepth is the deepest nesting of types, attributes and affine
// expressions the parser accepts.
const maxDepth = 1000

// maxRegionDepth is the deepest nesting of regions the parser accepts.
// Every stage of memopt (verifier, passes, printer) handles 10,000 levels
// (TestDeepNesting in cmd/smith/difftest); mlir-opt 22 overflows its
// stack before that.
const maxRegionDepth = 100000

func (p *parser) enterRegion() {
	p.regionDepth++
	if p.regionDepth > maxRegionDepth {
		p.fail("regions nested too deep (more than %d levels)", maxRegionDepth)
	}
}

func (p *parser) leaveRegion() { p.regionDepth-- }

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail("nesting too deep (more than %d levels)", maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

type deferredLoc struct {
	loc *ir.LocationAttr
	pos ir.Pos
}

type intAttrKey struct {
	v int64
	t ir.Type
}

// Parse reads MLIR text into a module. Top-level ops outside an explicit
// builtin.module are wrapped in an implicit one, as mlir-opt does. Errors
// are *ir.Diagnostic values ("file:line:col: error: ...").
func Parse(filename string, src []byte, opts ...Option) (m *ir.Module, err error) {
	p := &parser{file: filename, src: src, line: 1,
		attrAliases: map[string]ir.Attribute{},
		typeAliases: map[string]ir.Type{},
		typeCache:   map[string]ir.Type{},
		canonTypes:  map[string]ir.Type{},
		intAttrs:    map[intAttrKey]*ir.IntegerAttr{},
		opNames:     map[string]opInfo{},
		strs:        map[string]string{},
	}
	p.ap.p = p
	for _, o := range opts {
		o(p)
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(abort); ok {
				m, err = nil, p.err
				return
			}
			m = nil
			err = ir.Errorf(p.tokPos(), "internal parser error: %v\n%s", r, debug.Stack())
		}
	}()
	if !utf8.Valid(src) {
		off := 0
		for off < len(src) {
			r, n := utf8.DecodeRune(src[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		line, col := 1, 1
		for i := 0; i < off; i++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
		}
		return nil, ir.Errorf(ir.Pos{File: filename, Line: line + p.lineOffset, Col: col}, "invalid UTF-8 in source")
	}
	p.next()
	return p.parseModule(), nil
}

// fail records an error at the current token and aborts.
func (p *parser) fail(format string, args ...any) {
	p.failAt(p.tokPos(), format, args...)
}

// failWrongToken reports an unexpected token where MLIR's
// emitWrongTokenError does: at the end of the file it backs up one
// character, and a token that starts a line is reported at the end of the
// previous non-blank line (before a // comment on it).
func (p *parser) failWrongToken(format string, args ...any) {
	p.failAt(p.wrongTokenPos(), format, args...)
}

// wrongTokenPos is where failWrongToken reports.
func (p *parser) wrongTokenPos() ir.Pos {
	ptr := p.tok.start
	if p.tok.kind == tEOF {
		ptr = len(p.src) - 1
	}
	if ptr < 0 || ptr > len(p.src) {
		return p.tokPos()
	}
	end := ptr
	for {
		for end > 0 && (p.src[end-1] == ' ' || p.src[end-1] == '\t') {
			end--
		}
		if end == 0 {
			end = ptr
			break
		}
		if c := p.src[end-1]; c != '\n' && c != '\r' {
			break
		}
		end--
		lineStart := end
		for lineStart > 0 && p.src[lineStart-1] != '\n' && p.src[lineStart-1] != '\r' {
			lineStart--
		}
		if i := bytes.Index(p.src[lineStart:end], []byte("//")); i >= 0 {
			end = lineStart + i
		}
	}
	line, col := 1, 1
	for i := 0; i < end; i++ {
		if p.src[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return ir.Pos{File: p.file, Line: line + p.lineOffset, Col: col}
}

func (p *parser) failAt(pos ir.Pos, format string, args ...any) {
	if p.err == nil {
		p.err = ir.Errorf(pos, format, args...)
	}
	panic(abort{})
}

// failErr aborts with an error value (a Diagnostic made by a hook).
func (p *parser) failErr(err error) {
	if p.err == nil {
		if _, ok := err.(*ir.Diagnostic); ok {
			p.err = err
		} else if _, ok := err.(ir.DiagnosticList); ok {
			p.err = err
		} else {
			p.err = ir.Errorf(p.tokPos(), "%v", err)
		}
	}
	panic(abort{})
}

func (p *parser) describeTok() string {
	switch p.tok.kind {
	case tEOF:
		return "end of file"
	case tError:
		return "invalid character"
	}
	s := p.tokText()
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return "'" + s + "'"
}

func (p *parser) expect(s string) {
	if !p.is(s) {
		p.failWrongToken("expected '%s', found %s", s, p.describeTok())
	}
	p.next()
}

func (p *parser) accept(s string) bool {
	if p.is(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectKw(kw string) {
	if !p.isKw(kw) {
		p.fail("expected '%s', found %s", kw, p.describeTok())
	}
	p.next()
}

func (p *parser) checkTok() {
	if p.tok.kind == tError {
		if p.tok.start < len(p.src) && p.src[p.tok.start] == '"' {
			p.fail("expected '\"' in string literal")
		}
		if p.tok.start < len(p.src) && p.src[p.tok.start] == '@' {
			p.fail("expected valid symbol name after '@'")
		}
		p.fail("unexpected character")
	}
}

// ---- module and top level ----

func (p *parser) parseModule() *ir.Module {
	p.mod = &ir.Module{}
	top := ir.NewRegion()
	blk := ir.NewBlock()
	top.AppendBlock(blk)
	p.pushIsolated()
	p.blockScopes = append(p.blockScopes, &blockScope{})
	topPos := p.tokPos()
	for p.tok.kind != tEOF {
		p.checkTok()
		switch p.tok.kind {
		case tHash:
			if p.aliasDef() {
				continue
			}
		case tBang:
			if p.aliasDef() {
				continue
			}
		case tMetaOpen:
			p.fileMetadata()
			continue
		}
		op := p.parseOperation()
		blk.Append(op)
	}
	p.popIsolated()
	for _, d := range p.deferredLocs {
		p.failAt(d.pos, "operation location alias was never defined")
	}
	ops := blk.Ops()
	if len(ops) == 1 && ops[0].Name() == "builtin.module" {
		ops[0].Remove()
		p.mod.Op = ops[0]
	} else {
		// mlir-opt locates the implicit module at file:0:0.
		st := &ir.OperationState{Name: "builtin.module", Loc: ir.Location{Pos: ir.Pos{File: p.file, Line: 1 + p.lineOffset, Col: 1},
			Attr: ir.NewFileLoc(p.file, 0, 0)}}
		st.Regions = []*ir.Region{top}
		_ = topPos
		p.mod.Op = ir.NewOperation(st)
		p.mod.Implicit = true
	}
	p.mod.File = p.file
	return p.mod
}

// aliasDef parses `#name = attr` or `!name = type`; returns false if the
// hash/bang token does not start an alias definition.
func (p *parser) aliasDef() bool {
	// Peek for '=' after the name.
	save := p.tok
	name := p.tokText()
	pos := p.tokPos()
	p.next()
	if !p.is("=") {
		p.tok = save
		p.resetTo(save.start)
		return false
	}
	p.next()
	if strings.IndexByte(name, '.') >= 0 {
		p.failAt(pos, "alias name '%s' may not contain '.' (it would read as a dialect name)", name)
	}
	if name[0] == '#' {
		if _, dup := p.attrAliases[name[1:]]; dup {
			p.failAt(pos, "redefinition of attribute alias id '%s'", name[1:])
		}
		a := p.parseAttribute(nil)
		if d := p.deferredLocs[name[1:]]; d != nil {
			la, ok := a.(*ir.LocationAttr)
			if !ok {
				p.failAt(d.pos, "expected location, but found '%s'", a)
			}
			*d.loc = *la
			a = d.loc
			delete(p.deferredLocs, name[1:])
		}
		p.attrAliases[name[1:]] = a
		p.mod.AttrAliases = append(p.mod.AttrAliases, ir.AttrAlias{Name: name[1:], Attr: a})
	} else {
		if _, dup := p.typeAliases[name[1:]]; dup {
			p.failAt(pos, "redefinition of type alias id '%s'", name[1:])
		}
		t := p.parseType()
		p.typeAliases[name[1:]] = t
		p.mod.TypeAliases = append(p.mod.TypeAliases, ir.TypeAlias{Name: name[1:], Type: t})
	}
	return true
}

// fileMetadata reads the `{-# ... #-}` file metadata dictionary: the
// dialect_resources and external_resources sections, whose entries are
// kept (resource values are strings, hex blobs or booleans). Only the
// builtin dialect has dialect resources, as in mlir-opt.
func (p *parser) fileMetadata() {
	p.next()
	for p.tok.kind != tMetaEnd {
		if p.tok.kind != tIdent {
			p.failWrongToken("expected identifier key in file metadata dictionary")
		}
		key := p.tokText()
		var groups *[]ir.ResourceGroup
		switch key {
		case "dialect_resources":
			groups = &p.mod.DialectResources
		case "external_resources":
			groups = &p.mod.ExternalResources
		default:
			p.fail("unknown key '%s' in file metadata dictionary", key)
		}
		p.next()
		p.expect(":")
		p.expect("{")
		for !p.accept("}") {
			nameTok := p.tok
			name := p.resourceKey("expected identifier key for 'resource' entry")
			p.expect(":")
			p.expect("{")
			if key == "dialect_resources" && name != "builtin" {
				// Of the dialects memopt knows, only builtin has resources
				// (mlir-opt's OpAsmDialectInterface parses them): mlir-opt
				// rejects a section of any other dialect.
				if !ir.DialectHasOps(name) {
					p.tok = nameTok
					p.fail("dialect '%s' is unknown", name)
				}
				p.fail("unexpected 'resource' section for dialect '%s'", name)
			}
			g := ir.ResourceGroup{Name: name}
			for !p.accept("}") {
				k := p.resourceKey("expected identifier key for 'resource' entry")
				p.expect(":")
				var v string
				switch {
				case p.isKw("true"), p.isKw("false"):
					v = p.tokText()
				case p.tok.kind == tString:
					s, ok := unquote(p.src[p.tok.start:p.tok.end])
					if !ok {
						p.fail("invalid escape in string")
					}
					v = ir.QuoteString(s)
					if strings.HasPrefix(s, "0x") {
						if _, err := hex.DecodeString(s[2:]); err != nil || len(s) < 10 {
							p.fail("expected hex string blob for key '%s'", k)
						}
						v = `"0x` + strings.ToUpper(s[2:]) + `"`
					}
				default:
					p.failWrongToken("expected string, boolean or hex blob for key '%s'", k)
				}
				p.next()
				g.Entries = append(g.Entries, ir.Resource{Key: k, Value: v})
				if !p.accept(",") {
					p.expect("}")
					break
				}
			}
			*groups = append(*groups, g)
			if !p.accept(",") {
				p.expect("}")
				break
			}
		}
		if !p.accept(",") {
			break
		}
	}
	if p.tok.kind != tMetaEnd {
		p.failWrongToken("expected '#-}' to end file metadata")
	}
	p.next()
}

// resourceKey reads a resource key: an identifier or a string.
func (p *parser) resourceKey(msg string) string {
	switch p.tok.kind {
	case tIdent:
		k := p.tokText()
		p.next()
		return k
	case tString:
		k, ok := unquote(p.src[p.tok.start:p.tok.end])
		if !ok {
			p.fail("invalid escape in string")
		}
		p.next()
		return k
	}
	p.failWrongToken("%s", msg)
	return ""
}

// ---- SSA scopes ----

func (p *parser) pushIsolated() {
	var s *valueScope
	if n := len(p.freeScopes); n > 0 {
		s = p.freeScopes[n-1]
		p.freeScopes = p.freeScopes[:n-1]
	} else {
		s = &valueScope{defs: map[string]defEntry{}}
	}
	p.scopes = append(p.scopes, s)
	p.pushDefs()
}

// pushDefs opens the list of names a region defines, reusing the backing
// array of a list closed before.
func (p *parser) pushDefs() {
	n := len(p.regionDefs)
	if n < cap(p.regionDefs) {
		p.regionDefs = p.regionDefs[:n+1]
		clear(p.regionDefs[n])
		p.regionDefs[n] = p.regionDefs[n][:0]
		return
	}
	p.regionDefs = append(p.regionDefs, nil)
}

func (p *parser) popIsolated() {
	s := p.scopes[len(p.scopes)-1]
	if len(s.fwdOrder) > 0 {
		for _, n := range s.fwdOrder {
			if e := s.fwd[n]; e != nil {
				p.failAt(e.pos, "use of undeclared SSA value name")
			}
		}
	}
	p.scopes = p.scopes[:len(p.scopes)-1]
	p.regionDefs = p.regionDefs[:len(p.regionDefs)-1]
	// Reused by the next isolated region (a map keeps its room when
	// cleared).
	clear(s.defs)
	s.fwd, s.fwdOrder = nil, nil
	p.freeScopes = append(p.freeScopes, s)
}

func (p *parser) pushRegion() { p.pushDefs() }

func (p *parser) popRegion() {
	names := p.regionDefs[len(p.regionDefs)-1]
	s := p.scopes[len(p.scopes)-1]
	for _, n := range names {
		delete(s.defs, n)
	}
	p.regionDefs = p.regionDefs[:len(p.regionDefs)-1]
}

// define binds name (without '%') to e (n results of an op, or a block
// argument).
func (p *parser) define(name string, e defEntry, pos ir.Pos) {
	s := p.scopes[len(p.scopes)-1]
	if prev, dup := s.defs[name]; dup {
		d := ir.Errorf(pos, "redefinition of SSA value '%%%s'", name)
		d.AddNote(ir.Pos{File: p.file, Line: int(prev.line), Col: int(prev.col)}, "previously defined here")
		p.err = d
		panic(abort{})
	}
	e.line, e.col = int32(pos.Line), int32(pos.Col)
	s.defs[name] = e
	rd := &p.regionDefs[len(p.regionDefs)-1]
	*rd = append(*rd, name)
	if s.fwd != nil {
		if f := s.fwd[name]; f != nil {
			for i, ph := range f.vals {
				if i >= e.n {
					p.failAt(f.pos, "operation defines %d results but was provided %d to bind", e.n, i+1)
				}
				v := e.value(i)
				if !ir.TypesEqual(ph.Type(), v.Type()) {
					p.failAt(f.pos, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", name, ph.Type(), v.Type())
				}
				ph.ReplaceAllUsesWith(v)
				ph.DefiningOp().Erase()
			}
			delete(s.fwd, name)
		}
	}
}

// resolve returns the value for use %name#num of type t (t may be nil when
// the caller checks types itself).
func (p *parser) resolve(o ir.UnresolvedOperand, t ir.Type) *ir.Value {
	s := p.scopes[len(p.scopes)-1]
	if e, ok := s.defs[o.Name]; ok {
		if o.Number >= e.n {
			p.failAt(o.Pos, "result number %d is out of range: '%%%s' has %d results", o.Number, o.Name, e.n)
		}
		v := e.value(o.Number)
		if t != nil && !ir.TypesEqual(v.Type(), t) {
			d := ir.Errorf(o.Pos, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", o.Name, t, v.Type())
			d.AddNote(ir.Pos{File: p.file, Line: int(e.line), Col: int(e.col)}, "prior use here")
			p.err = d
			panic(abort{})
		}
		return v
	}
	if t == nil {
		p.failAt(o.Pos, "use of undeclared SSA value name")
	}
	// Forward reference: a placeholder replaced at the definition.
	if s.fwd == nil {
		s.fwd = map[string]*fwdEntry{}
	}
	f := s.fwd[o.Name]
	if f == nil {
		f = &fwdEntry{vals: map[int]*ir.Value{}, pos: o.Pos}
		s.fwd[o.Name] = f
		s.fwdOrder = append(s.fwdOrder, o.Name)
	}
	if ph := f.vals[o.Number]; ph != nil {
		if !ir.TypesEqual(ph.Type(), t) {
			p.failAt(o.Pos, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", o.Name, t, ph.Type())
		}
		return ph
	}
	ph := ir.NewOperation(&ir.OperationState{Name: "builtin.unrealized_forward_ref", ResultTypes: []ir.Type{t}}).Result(0)
	f.vals[o.Number] = ph
	return ph
}

// ---- operations ----

type resultName struct {
	name  string
	count int
	pos   ir.Pos
}

func (p *parser) parseOperation() *ir.Operation {
	p.checkTok()
	var resultsBuf [2]resultName
	results := resultsBuf[:0]
	total := 0
	startPos := p.tokPos()
	if p.tok.kind == tPercent {
		for {
			if p.tok.kind != tPercent {
				p.fail("expected SSA value name, found %s", p.describeTok())
			}
			rn := resultName{name: string(p.src[p.tok.start+1 : p.tok.end]), count: 1, pos: p.tokPos()}
			p.next()
			if p.is(":") {
				p.next()
				if p.tok.kind != tInt {
					p.fail("expected integer number of results")
				}
				n, err := strconv.Atoi(p.tokText())
				if err != nil || n < 1 {
					p.fail("expected named operation to have at least 1 result")
				}
				rn.count = n
				p.next()
			}
			total += rn.count
			results = append(results, rn)
			if !p.accept(",") {
				break
			}
		}
		p.expect("=")
	}
	opPos := p.tokPos()
	var op *ir.Operation
	switch p.tok.kind {
	case tString:
		op = p.parseGenericOp(total)
	case tIdent:
		op = p.parseCustomOp(total)
	default:
		p.failWrongToken("expected operation name in quotes")
	}
	// Like mlir-opt, an op's location is where its name starts.
	op.Loc.Pos = opPos
	_ = startPos
	// trailing location
	if p.isKw("loc") {
		op.Loc.Attr = p.parseLocation()
	}
	if len(results) > 0 {
		if op.NumResults() != total {
			p.failAt(opPos, "operation defines %d results but was provided %d to bind", op.NumResults(), total)
		}
		i := 0
		for _, rn := range results {
			op.Result(i).NameHint = rn.name
			p.define(rn.name, defEntry{op: op, start: i, n: rn.count}, rn.pos)
			i += rn.count
		}
	} else if op.NumResults() != 0 && false {
		p.failAt(opPos, "operation defines %d results but was provided 0 to bind", op.NumResults())
	}
	return op
}

func (p *parser) parseGenericOp(numResults int) *ir.Operation {
	pos := p.tokPos()
	name, ok := unquote(p.tokBytes())
	if !ok || name == "" {
		p.fail("expected operation name in quotes")
	}
	p.next()
	st := &ir.OperationState{Name: name, Loc: ir.Location{Pos: pos}}
	def := ir.Lookup(name)
	// operands
	p.expect("(")
	var uses []ir.UnresolvedOperand
	if !p.is(")") {
		for {
			uses = append(uses, p.parseUse())
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(")")
	// successors
	if p.is("[") {
		p.next()
		for {
			st.Successors = append(st.Successors, p.parseSuccessorRef())
			if !p.accept(",") {
				break
			}
		}
		p.expect("]")
	}
	// properties
	if p.is("<") {
		p.next()
		if !p.is("{") {
			p.fail("expected '{' in property dictionary")
		}
		st.Props = p.parseDictEntries()
		p.expect(">")
	}
	// regions
	if p.is("(") {
		p.next()
		for {
			r := ir.NewRegion()
			p.parseRegionBody(r, nil, def != nil && def.Traits&ir.IsolatedFromAbove != 0, def)
			st.Regions = append(st.Regions, r)
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
	}
	if p.is("{") {
		st.Attrs = p.parseDictEntries()
		if def != nil {
			st.Attrs, st.Props = splitInherent(def, st.Attrs, st.Props)
		}
	}
	p.expect(":")
	ftPos := p.tokPos()
	t := p.parseType()
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		p.failAt(ftPos, "expected function type")
	}
	if len(ft.Inputs) != len(uses) {
		p.failAt(ftPos, "expected %d operand type(s) but had %d", len(uses), len(ft.Inputs))
	}
	st.Operands = make([]*ir.Value, len(uses))
	for i, u := range uses {
		st.Operands[i] = p.resolve(u, ft.Inputs[i])
	}
	st.ResultTypes = ft.Results
	return ir.NewOperationAdopt(st, def)
}

// splitInherent moves attributes that are inherent to def from attrs to
// props (the generic form may spell properties in the attr dict).
func splitInherent(def *ir.OpDef, attrs, props []ir.NamedAttr) ([]ir.NamedAttr, []ir.NamedAttr) {
	n := 0
	for _, a := range attrs {
		if def.IsInherent(a.Name) {
			props = append(props, a)
		} else {
			attrs[n] = a
			n++
		}
	}
	return attrs[:n], props
}

type opInfo struct {
	name string
	def  *ir.OpDef
}

func (p *parser) parseCustomOp(numResults int) *ir.Operation {
	pos := p.tokPos()
	var name string
	var def *ir.OpDef
	if info, ok := p.opNames[string(p.tokBytes())]; ok {
		name, def = info.name, info.def
	} else {
		name = p.tokText()
		def = ir.Lookup(name)
		cacheable := def != nil
		if def == nil && len(p.defaultDialect) > 0 {
			if d := p.defaultDialect[len(p.defaultDialect)-1]; d != "" {
				if def = ir.Lookup(d + "." + name); def != nil {
					name = d + "." + name
				}
			}
		}
		if def == nil {
			if def = ir.Lookup("builtin." + name); def != nil {
				name = "builtin." + name
			}
		}
		if def == nil {
			p.failUnknownOp(name)
		}
		if cacheable {
			p.opNames[name] = opInfo{name, def}
		}
	}
	p.next()
	var rs *recycledState
	if n := len(p.freeStates); n > 0 {
		rs = p.freeStates[n-1]
		p.freeStates = p.freeStates[:n-1]
	} else {
		rs = newRecycledState()
	}
	st := &rs.st
	rs.lend(def.Parse != nil)
	st.Name, st.Loc = name, ir.Location{Pos: pos}
	savedCount, savedDef := p.resultCount, p.curDef
	p.resultCount, p.curDef = numResults, def
	ap := &p.ap
	switch {
	case def.Parse != nil:
		if err := def.Parse(ap, st); err != nil {
			p.failErr(err)
		}
	case def.Format != "":
		f, err := def.CompiledFormat()
		if err != nil {
			p.failAt(pos, "internal: %v", err)
		}
		if err := f.ParseFormat(ap, def, st); err != nil {
			p.failErr(err)
		}
	default:
		p.failAt(pos, "op '%s' has no custom assembly form; use the generic form", name)
	}
	p.resultCount, p.curDef = savedCount, savedDef
	if def.Parse != nil {
		// Hand-written hooks may share slices between states: copy.
		rs.copyHookSlices()
	}
	op := ir.NewOperationAdopt(st, def)
	rs.reclaim()
	p.freeStates = append(p.freeStates, rs)
	return op
}

// recycledState is an OperationState reused from op to op, with scratch
// slices its Operands, ResultTypes and ResultNames start from (the op does
// not keep them: NewOperationAdopt copies their contents), and, for
// hand-written hooks, its Props, Attrs, Regions and Successors (which are
// copied before the op adopts them). A slice is taken back as scratch only
// when it still is the one lent (a hook may have put a slice of its own in
// its place, which is not ours to reuse).
type recycledState struct {
	st         ir.OperationState
	operands   []*ir.Value
	types      []ir.Type
	names      []string
	props      []ir.NamedAttr
	attrs      []ir.NamedAttr
	regions    []*ir.Region
	successors []*ir.Block
}

// scratchCap is the capacity of fresh scratch slices (an op with more
// operands or properties grows its own, which is not kept).
const scratchCap = 8

func newRecycledState() *recycledState {
	return &recycledState{
		operands: make([]*ir.Value, 0, scratchCap), types: make([]ir.Type, 0, scratchCap),
		names: make([]string, 0, scratchCap), props: make([]ir.NamedAttr, 0, scratchCap),
		attrs: make([]ir.NamedAttr, 0, scratchCap), regions: make([]*ir.Region, 0, scratchCap),
		successors: make([]*ir.Block, 0, scratchCap),
	}
}

// lend prepares the state for the next op.
func (rs *recycledState) lend(hook bool) {
	rs.st = ir.OperationState{Operands: rs.operands[:0], ResultTypes: rs.types[:0], ResultNames: rs.names[:0]}
	if hook {
		rs.st.Props, rs.st.Attrs = rs.props[:0], rs.attrs[:0]
		rs.st.Regions, rs.st.Successors = rs.regions[:0], rs.successors[:0]
	}
}

// copyHookSlices replaces the props, attrs, regions and successors a hook
// filled with exact copies (the op adopts those), taking back the scratch
// ones.
func (rs *recycledState) copyHookSlices() {
	st := &rs.st
	props := append([]ir.NamedAttr(nil), st.Props...)
	attrs := append([]ir.NamedAttr(nil), st.Attrs...)
	regions := append([]*ir.Region(nil), st.Regions...)
	successors := append([]*ir.Block(nil), st.Successors...)
	rs.props = reuse(rs.props, st.Props)
	rs.attrs = reuse(rs.attrs, st.Attrs)
	rs.regions = reuse(rs.regions, st.Regions)
	rs.successors = reuse(rs.successors, st.Successors)
	st.Props, st.Attrs, st.Regions, st.Successors = props, attrs, regions, successors
}

// reclaim takes back the scratch slices after the op was created.
func (rs *recycledState) reclaim() {
	st := &rs.st
	rs.operands = reuse(rs.operands, st.Operands)
	rs.types = reuse(rs.types, st.ResultTypes)
	rs.names = reuse(rs.names, st.ResultNames)
	*st = ir.OperationState{}
}

// reuse returns the scratch slice to lend next time: lent, emptied. (used,
// what the state holds after the op was parsed, is lent itself unless a
// hook put a slice of its own there or append outgrew lent; neither is
// ours to reuse.)
func reuse[T any](lent, used []T) []T {
	clear(lent[:min(len(used), cap(lent))]) // drop stale pointers
	return lent[:0]
}

// parseUse reads `%name` or `%name#N`.
func (p *parser) parseUse() ir.UnresolvedOperand {
	if p.tok.kind != tPercent {
		p.failWrongToken("expected SSA operand, found %s", p.describeTok())
	}
	o := ir.UnresolvedOperand{Name: string(p.src[p.tok.start+1 : p.tok.end]), Pos: p.tokPos()}
	// %name#N is lexed with '#N' directly following.
	end := p.tok.end
	p.next()
	if p.tok.kind == tHash && p.tok.start == end {
		numText := p.src[p.tok.start+1 : p.tok.end]
		n, err := strconv.Atoi(string(numText))
		if err != nil || n < 0 {
			p.fail("invalid SSA value result number")
		}
		o.Number = n
		p.next()
	}
	return o
}

// ---- regions and blocks ----

func (p *parser) parseSuccessorRef() *ir.Block {
	if p.tok.kind != tCaret {
		p.failWrongToken("expected block name, found %s", p.describeTok())
	}
	if len(p.blockScopes) <= 1 {
		p.fail("successors are only allowed inside regions")
	}
	bs := p.blockScopes[len(p.blockScopes)-1]
	name := string(p.src[p.tok.start+1 : p.tok.end])
	e := bs.blocks[name]
	if e == nil {
		e = &blockEntry{b: ir.NewBlock(), pos: p.tokPos()}
		e.b.NameHint = name
		bs.add(name, e)
	}
	p.next()
	return e.b
}

// parseRegionBody reads `{ blocks }` into r. entryArgs, when not nil, are
// the entry block's arguments declared by the op's custom syntax.
func (p *parser) parseRegionBody(r *ir.Region, entryArgs []ir.Argument, isolated bool, def *ir.OpDef) {
	p.enterRegion()
	defer p.leaveRegion()
	if !p.is("{") {
		p.failWrongToken("expected '{' to begin a region")
	}
	p.next()
	if isolated {
		p.pushIsolated()
	} else {
		p.pushRegion()
	}
	dd := ""
	if def != nil {
		dd = defaultDialectOf(def.Name)
	}
	p.defaultDialect = append(p.defaultDialect, dd)
	var bs *blockScope
	if n := len(p.freeBlockScopes); n > 0 {
		bs = p.freeBlockScopes[n-1]
		p.freeBlockScopes = p.freeBlockScopes[:n-1]
	} else {
		bs = &blockScope{}
	}
	p.blockScopes = append(p.blockScopes, bs)

	if p.is("}") && entryArgs == nil {
		p.next()
	} else {
		// entry block
		var entry *ir.Block
		if entryArgs != nil || p.tok.kind != tCaret {
			entry = ir.NewBlock()
			r.AppendBlock(entry)
			for _, a := range entryArgs {
				if a.Loc.IsUnknown() {
					a.Loc.Pos = a.Name.Pos // mlir-opt locates arguments at their name
				}
				v := entry.AddArgument(a.Type, a.Loc)
				v.NameHint = a.Name.Name
				if a.Name.Name != "" {
					p.define(a.Name.Name, defEntry{arg: v, n: 1}, a.Name.Pos)
				}
			}
			if entryArgs != nil && p.tok.kind == tCaret {
				p.fail("invalid block name in region with named arguments")
			}
			p.parseBlockBody(entry)
		}
		for p.tok.kind == tCaret {
			b := p.parseBlockLabel(bs)
			r.AppendBlock(b)
			p.parseBlockBody(b)
		}
		if !p.is("}") {
			// mlir-opt 22 says this at the end of a truncated region too.
			p.failWrongToken("expected operation name in quotes")
		}
		p.next()
	}
	for _, n := range bs.order {
		e := bs.blocks[n]
		if !e.defined {
			p.failAt(e.pos, "reference to an undefined block")
		}
	}
	p.blockScopes = p.blockScopes[:len(p.blockScopes)-1]
	bs.reset()
	p.freeBlockScopes = append(p.freeBlockScopes, bs)
	p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	if isolated {
		p.popIsolated()
	} else {
		p.popRegion()
	}
}

func defaultDialectOf(name string) string { return ir.DefaultDialect(name) }

func (p *parser) parseBlockLabel(bs *blockScope) *ir.Block {
	name := string(p.src[p.tok.start+1 : p.tok.end])
	pos := p.tokPos()
	e := bs.blocks[name]
	if e == nil {
		e = &blockEntry{b: ir.NewBlock(), pos: pos}
		e.b.NameHint = name
		bs.add(name, e)
	} else if e.defined {
		p.fail("redefinition of block '^%s'", name)
	}
	e.defined = true
	e.pos = pos
	e.b.Loc = ir.Location{Pos: pos}
	p.next()
	if p.accept("(") {
		if !p.is(")") {
			for {
				if p.tok.kind != tPercent {
					p.fail("expected SSA value name, found %s", p.describeTok())
				}
				an := string(p.src[p.tok.start+1 : p.tok.end])
				apos := p.tokPos()
				p.next()
				p.expect(":")
				t := p.parseType()
				loc := ir.Location{Pos: apos}
				if p.isKw("loc") {
					loc.Attr = p.parseLocation()
				}
				v := e.b.AddArgument(t, loc)
				v.NameHint = an
				p.define(an, defEntry{arg: v, n: 1}, apos)
				if !p.accept(",") {
					break
				}
			}
		}
		p.expect(")")
	}
	p.expect(":")
	return e.b
}

func (p *parser) parseBlockBody(b *ir.Block) {
	for p.tok.kind != tCaret && !p.is("}") {
		if p.tok.kind == tEOF {
			return
		}
		b.Append(p.parseOperation())
	}
}

// ---- helpers used by the OpAsmParser ----

func (p *parser) errorf(format string, args ...any) error {
	return ir.Errorf(p.tokPos(), format, args...)
}

func (p *parser) String() string { return fmt.Sprintf("parser at %s", p.tokPos()) }

// failUnknownOp fails on a custom-form op that no definition reads. An op of
// a dialect memopt knows is most likely misspelled, and gets the closest
// op's name; an op of another dialect can still be read in generic form.
func (p *parser) failUnknownOp(name string) {
	if dialect, _, ok := strings.Cut(name, "."); ok && ir.DialectHasOps(dialect) {
		if near := ir.Closest(name, ir.DialectOpNames(dialect)); near != "" {
			p.fail("custom op '%s' is unknown: the %s dialect has no such op (did you mean '%s'?)", name, dialect, near)
		}
		p.fail("custom op '%s' is unknown: the %s dialect has no such op", name, dialect)
	}
	p.fail("custom op '%s' is unknown (memopt reads ops of other dialects in generic form; pipe the input through `mlir-opt --mlir-print-op-generic` first)", name)
}
