package mergealloc

import (
	"fmt"
	"math"
	"strconv"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/decimal"
	"github.com/memopt/memopt/mergealloc/report"
)

// ValueNames names the memref.alloc results under fn as mlir-opt prints
// them ("%alloc_0"), before the pass rewrites fn (the allocs it merges are
// erased); ReportScopes takes the names from the table.
func ValueNames(fn *ir.Operation) *ir.AsmNameTable {
	// The allocs are collected by the walk that names the function.
	return ir.AsmNamesWhere(fn, isAlloc)
}

// ValueNamesBuilder is ValueNames done by a walk of fn the caller makes
// (ir.AsmNamesBuilder; the pass's first walk, NewViewFlow's, when it
// fills a memory report): Finish returns ValueNames(fn)'s table.
func ValueNamesBuilder(fn *ir.Operation) *ir.AsmNamesBuilder {
	return ir.NewAsmNamesBuilder(fn, isAlloc)
}

// isAlloc selects the ops ValueNames names: memref.alloc.
func isAlloc(op *ir.Operation) bool { return op.NumResults() == 1 && op.Name() == allocOpName }

// posText returns op's source location as file:line:col ("" if unknown).
func posText(op *ir.Operation) string { return string(appendPos(nil, op)) }

// appendPos appends op's source location as file:line:col (nothing if
// unknown) to b.
func appendPos(b []byte, op *ir.Operation) []byte {
	p := op.Loc.Position()
	if !p.IsValid() {
		return b
	}
	b = append(b, p.File...)
	b = append(b, ':')
	b = decimal.AppendInt(b, int64(p.Line))
	b = append(b, ':')
	return decimal.AppendInt(b, int64(p.Col))
}

// ReportScopes describes a run of the pass on fn for a memory report: one
// report.Scope per allocation scope and memory space that has a buffer
// merged or left alone, with every merged buffer (printed name from
// names (ValueNames before the pass), type, size, alignment, live range in ticks, offset, location), the
// buffers left alone with the reason, the arena size, the liveness lower
// bound (sizes rounded to the alignment, as the planner places them), the
// planner and its run time. Scopes are named "@fn" (the function itself) or
// "@fn/OP@TICK" (a nested scope op and its tick) and sort by the function's
// position in the module, then by scope tick. A scope with nothing placed
// (only buffers left alone) names no planner. With analysis-only there is
// no plan: the scopes have no placed buffers and say so in a note.
func (r *Result) ReportScopes(fn *ir.Operation, opts Options, names *ir.AsmNameTable) []*report.Scope {
	if r == nil || r.Traces == nil {
		return nil
	}
	// Buffers share few types: print each once.
	var texts typeMemo[string]
	typeText := func(t ir.Type) string {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			return t.String()
		}
		return texts.get(mt, func() string { return mt.String() })
	}
	// A packed scope's types are indices into its strings (a memo per
	// scope).
	var indices typeMemo[uint32]
	typeIndex := func(p *report.Packed, t ir.Type) uint32 {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			return p.String(t.String())
		}
		return indices.get(mt, func() uint32 {
			p.Strings = append(p.Strings, typeText(mt))
			return uint32(len(p.Strings) - 1)
		})
	}
	var nameList *ir.AsmNameList
	fnName := ir.SymbolName(fn)
	fnKey := positionKey(fn)
	scopeOps := map[int64]*ir.Operation{}
	scopeIDs := map[*ir.Operation]int64{}
	for _, s := range r.Traces.Scopes {
		scopeOps[s.ID] = s.Op
		scopeIDs[s.Op] = s.ID
	}
	align := max(opts.Alignment, 1)
	mode := r.Traces.Hoisting
	if mode == "" {
		mode = HoistAll
	}
	planner := opts.PlannerOptions
	if planner == "" {
		planner = PlannerDefault
	}
	type key struct {
		id    int64
		space string
	}
	// "@fn" for the function's own scope, "@fn/OP@TICK" for a nested one.
	scopeName := func(op *ir.Operation, id int64) string {
		if op == nil || op == fn {
			return "@" + fnName
		}
		return "@" + fnName + "/" + op.Name() + "@" + strconv.FormatInt(id, 10)
	}
	byKey := map[key]*report.Scope{}
	var order []*report.Scope
	scopeFor := func(id int64, space ir.Attribute) *report.Scope {
		k := key{id: id}
		if space != nil {
			k.space = space.String()
		}
		if s := byKey[k]; s != nil {
			return s
		}
		op := scopeOps[id]
		s := &report.Scope{Name: scopeName(op, id), Kind: report.KindScope, Pass: PassName, Function: fnName,
			ForallHoisting: string(mode), MemorySpace: k.space, Alignment: align, Buffers: []report.Buffer{}}
		if op != nil {
			s.Location = posText(op)
		}
		s.SortKey = append(append([]int64{}, fnKey...), id, int64(len(order)))
		if opts.AnalysisOnly {
			s.Notes = append(s.Notes, "analysis-only: lifetimes were computed and annotated, nothing was planned")
		}
		byKey[k] = s
		order = append(order, s)
		return s
	}
	for _, lt := range r.Traces.Lifetimes {
		if lt.Mergeable && !opts.AnalysisOnly {
			continue
		}
		v := lt.Alloc.Result(0)
		var space ir.Attribute
		if mt, ok := v.Type().(*ir.MemRefType); ok {
			space = mt.MemorySpace
		}
		s := scopeFor(lt.ScopeID, space)
		if lt.Mergeable {
			continue // analysis-only: a scope with nothing placed
		}
		if sb := lt.Symbolic; sb != nil {
			// Placed by the symbolic plan: its size is an expression
			// of its dynamic sizes.
			note := fmt.Sprintf("symbolic: %s (%s, %s) takes %s bytes of the scope's run-time arena, sized at the scope's entry", names.Name(v), typeText(v.Type()), posText(lt.Alloc), sb.Size)
			if len(sb.Below) > 0 {
				note += fmt.Sprintf(", above the %d placed before it that live at the same time", len(sb.Below))
			}
			s.Notes = append(s.Notes, note)
			continue
		}
		s.Skipped = append(s.Skipped, report.Skipped{Name: names.Name(v), Type: typeText(v.Type()),
			Location: posText(lt.Alloc), Reason: lt.Reason, Detail: lt.Detail})
	}
	for i, tr := range r.Traces.Traces {
		tt, ok := tr.(*TickTrace)
		if !ok || i >= len(r.Schedules) {
			continue
		}
		sched := r.Schedules[i]
		s := scopeFor(tt.ScopeID, tt.Space)
		s.Planner = planner
		s.ArenaSize = sched.TotalSize
		if i < len(r.PlanTimes) {
			s.PlanTimeNS = r.PlanTimes[i].Nanoseconds()
		}
		// The buffers are packed (report.Packed): a few stores each, no
		// pointers; names, types and locations are indices and numbers
		// that become text when the report is written.
		if nameList == nil {
			// The names without the values: the report keeps no IR (the
			// erased allocs) alive.
			nameList = names.NameList()
		}
		p := report.NewPacked(len(tt.Buffers), nameList)
		p.Buffers = p.Buffers[:len(tt.Buffers)]
		s.Packed = p
		indices = typeMemo[uint32]{}
		kindTemp := p.String(report.BufferTemp)
		// PlanTickTrace's offsets are in trace order (no map lookups).
		inOrder := len(sched.Offsets) == len(tt.Buffers) && len(sched.Allocs) == len(tt.Buffers)
		for j := 0; inOrder && j < len(tt.Buffers); j++ {
			inOrder = sched.Allocs[j] == tt.Buffers[j].Alloc
		}
		var lastFile string
		var lastFileIndex uint32
		for j, b := range tt.Buffers {
			// Filled in place, field by field; what buffers share goes
			// to their class.
			rb := &p.Buffers[j]
			c := report.PackedClass{Size: b.Size, Alignment: align, Kind: kindTemp, Pinned: b.Pinned}
			rb.Start, rb.End = b.First, b.Last
			if inOrder {
				rb.Offset = sched.Offsets[j]
			} else {
				rb.Offset = sched.AllocToOffset[b.Alloc]
			}
			if b.Nested != nil {
				// The arenas of a hoisted forall's threads, side by side.
				c.Kind = p.String(report.BufferThreads)
				p.SetName(rb, string(appendHoistedName(nil, b.Nested)))
				if b.Nested.Threads > 0 {
					c.Type = p.String(strconv.FormatInt(b.Nested.Threads, 10) + " threads x " +
						strconv.FormatInt(b.Size/b.Nested.Threads, 10) + " bytes")
				}
			} else {
				v := b.Alloc.Result(0)
				if k := names.Index(v); k >= 0 {
					rb.Name = int32(k)
				} else {
					p.SetName(rb, names.Name(v)) // "%<<UNKNOWN SSA VALUE>>"
				}
				c.Type = typeIndex(p, v.Type())
				if mt, ok := v.Type().(*ir.MemRefType); ok && b.Bound != nil {
					bt := &ir.MemRefType{Shape: b.Bound, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
					c.Bound = p.String(bt.String())
				}
				if sl := b.Slices; sl != nil {
					c.Kind = p.String(report.BufferSlices)
					s.Notes = append(s.Notes, slicesNote(names.Name(v), sl, rb.Offset, scopeIDs))
				}
			}
			pos := b.Alloc.Loc.Position()
			switch {
			case pos.Line <= 0:
			case pos.File == lastFile && lastFileIndex != 0 && pos.Line <= math.MaxInt32 && pos.Col >= math.MinInt32 && pos.Col <= math.MaxInt32:
				c.File, rb.Line, rb.Col = lastFileIndex, int32(pos.Line), int32(pos.Col)
			default:
				p.SetLocation(&c, rb, pos.File, pos.Line, pos.Col)
				if rb.Line > 0 {
					lastFile, lastFileIndex = pos.File, c.File
				}
			}
			rb.Class = p.Class(c)
		}
		s.LowerBound = p.LowerBound(align)
		if h := sched.Hoist; h != nil && tt.Parent != nil {
			s.Within = scopeName(tt.Parent.ScopeOp, tt.Parent.ScopeID)
			s.Notes = append(s.Notes, fmt.Sprintf(
				"hoisted into %s: the arena of thread t (its induction variables linearized) is bytes [%d + t*%d, %d + (t+1)*%d) of that arena, %d threads",
				s.Within, h.Offset, h.Stride, h.Offset, h.Stride, tt.Threads))
		}
	}
	return order
}

// typeMemo remembers a value per memref type, the last four looked up
// without the map (buffers' types come in runs, or cycle among a few).
type typeMemo[V any] struct {
	m      map[*ir.MemRefType]V
	recent [4]struct {
		t *ir.MemRefType
		v V
	}
}

// get returns the value of mt, made by mk the first time.
func (c *typeMemo[V]) get(mt *ir.MemRefType, mk func() V) V {
	for k := range c.recent {
		if c.recent[k].t == mt {
			v := c.recent[k].v
			if k > 0 {
				copy(c.recent[1:k+1], c.recent[:k])
				c.recent[0].t, c.recent[0].v = mt, v
			}
			return v
		}
	}
	v, ok := c.m[mt]
	if !ok {
		v = mk()
		if c.m == nil {
			c.m = map[*ir.MemRefType]V{}
		}
		c.m[mt] = v
	}
	copy(c.recent[1:], c.recent[:len(c.recent)-1])
	c.recent[0].t, c.recent[0].v = mt, v
	return v
}

// slicesNote describes the layout of a buffer forall-hoisting=nested took
// out of its foralls: "nested: %alloc_1 has 6 slices of 28 bytes, one per
// thread of scf.forall@4 and scf.forall@2 (innermost first), thread t's at
// byte 64 + t*28".
func slicesNote(name string, sl *ThreadSlices, off int64, scopeIDs map[*ir.Operation]int64) string {
	b := []byte("nested: ")
	b = append(b, name...)
	b = fmt.Appendf(b, " has %d slices of %d bytes, one per thread of ", sl.Threads, sl.Stride)
	for i, l := range sl.Loops {
		if i > 0 {
			b = append(b, " and "...)
		}
		b = append(b, l.Name()...)
		if id, ok := scopeIDs[l]; ok {
			b = append(b, '@')
			b = strconv.AppendInt(b, id, 10)
		}
	}
	if len(sl.Loops) > 1 {
		b = append(b, " (innermost first)"...)
	}
	return string(fmt.Appendf(b, ", thread t's at byte %d + t*%d", off, sl.Stride))
}

// appendHoistedName appends the name of the threads' buffer of a hoisted
// forall in its enclosing scope, "scf.forall@TICK", to b.
func appendHoistedName(b []byte, t *TickTrace) []byte {
	b = append(b, t.ScopeOp.Name()...)
	b = append(b, '@')
	return strconv.AppendInt(b, t.ScopeID, 10)
}

// positionKey returns the indices of op and its ancestors in their blocks,
// outermost first: sorting by it orders functions as they appear.
func positionKey(op *ir.Operation) []int64 {
	var key []int64
	for o := op; o != nil && o.Block() != nil; o = o.ParentOp() {
		var i int64
		for p := o.Prev(); p != nil; p = p.Prev() {
			i++
		}
		key = append(key, i)
	}
	for i, j := 0, len(key)-1; i < j; i, j = i+1, j-1 {
		key[i], key[j] = key[j], key[i]
	}
	return key
}
