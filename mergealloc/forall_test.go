package mergealloc

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// evalAffine evaluates e with the given dimension and symbol values.
func evalAffine(t *testing.T, e *ir.AffineExpr, dims, syms []int64) int64 {
	switch e.Kind {
	case ir.AffineDim:
		return dims[e.Pos]
	case ir.AffineSymbol:
		return syms[e.Pos]
	case ir.AffineConst:
		return e.Pos
	}
	l, r := evalAffine(t, e.LHS, dims, syms), evalAffine(t, e.RHS, dims, syms)
	switch e.Kind {
	case ir.AffineAdd:
		return l + r
	case ir.AffineMul:
		return l * r
	case ir.AffineMod:
		m := l % r
		if m < 0 {
			m += r
		}
		return m
	case ir.AffineFloorDiv:
		q := l / r
		if (l%r != 0) && ((l < 0) != (r < 0)) {
			q--
		}
		return q
	case ir.AffineCeilDiv:
		q := l / r
		if (l%r != 0) && ((l < 0) == (r < 0)) {
			q++
		}
		return q
	}
	t.Fatalf("unknown affine expression kind %d", e.Kind)
	return 0
}

// evalIndex computes an index value from constants, affine.apply ops and
// the induction variable values in env.
func evalIndex(t *testing.T, v *ir.Value, env map[*ir.Value]int64) int64 {
	t.Helper()
	if x, ok := env[v]; ok {
		return x
	}
	if c, ok := ir.ConstantInt(v); ok {
		return c
	}
	op := v.DefiningOp()
	require.NotNil(t, op, "an index that is neither a constant, an IV nor an affine.apply")
	if op.Name() != applyOpName {
		// forall-hoisting=nested's slice offsets.
		require.Equal(t, 2, op.NumOperands(), op.Name())
		x, y := evalIndex(t, op.Operand(0), env), evalIndex(t, op.Operand(1), env)
		switch op.Name() {
		case "arith.addi":
			return x + y
		case "arith.subi":
			return x - y
		case "arith.muli":
			return x * y
		case "arith.divsi":
			require.NotZero(t, y)
			return x / y
		}
		t.Fatalf("unexpected op %s in an offset", op.Name())
	}
	m := op.Attr("map").(*ir.AffineMapAttr).Map
	var dims, syms []int64
	for i, o := range op.Operands() {
		x := evalIndex(t, o, env)
		if i < m.NumDims {
			dims = append(dims, x)
		} else {
			syms = append(syms, x)
		}
	}
	return evalAffine(t, m.Results[0], dims, syms)
}

// viewInstance is one memref.view in one thread of its enclosing foralls.
type viewInstance struct {
	view     *ir.Operation
	env      map[*ir.Value]int64
	off, end int64
}

// checkThreadsDisjoint evaluates the byte range of every memref.view of
// every merged buffer in fn for every thread of the constant-bound foralls
// around it, and requires each range to lie in its buffer and the ranges of
// different threads of a common forall (which run at the same time) never
// to overlap. It returns the number of instances checked. With
// sameViewOnly it checks only the instances of one view (the slices of one
// buffer), not two views against each other: forall-hoisting=nested plans
// the buffers it hoists by one thread's ticks, as graph-compiler does, and
// two of them may share bytes across threads (TestNestedSharesAcrossThreads).
func checkThreadsDisjoint(t *testing.T, fn *ir.Operation, sameViewOnly bool) int {
	t.Helper()
	n, _ := threadOverlaps(t, fn, sameViewOnly, true)
	return n
}

// threadOverlaps evaluates the view instances of fn as checkThreadsDisjoint
// describes and returns the pairs of different threads that overlap (with
// fail set, it fails at the first one instead), and the number of view
// instances.
func threadOverlaps(t *testing.T, fn *ir.Operation, sameViewOnly, fail bool) (int, [][2]viewInstance) {
	t.Helper()
	byBase := map[*ir.Value][]viewInstance{}
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		if op.Name() != viewOpName {
			return
		}
		base := op.Operand(0)
		var loops []*ir.Operation
		for p := op.ParentOp(); p != nil && p != fn && p.IsAncestor(op); p = p.ParentOp() {
			if base.DefiningOp() != nil && p.IsAncestor(base.DefiningOp()) {
				break // the merged buffer is allocated in p: one per p thread
			}
			if li := ir.Loop(p); li != nil && li.Parallel {
				if _, ok := li.TripCounts(); ok {
					loops = append(loops, p)
				}
			}
		}
		size, ok := op.Result(0).Type().(*ir.MemRefType).SizeInBytes()
		require.True(t, ok)
		total := base.Type().(*ir.MemRefType).Shape[0]
		var rec func(k int, env map[*ir.Value]int64)
		rec = func(k int, env map[*ir.Value]int64) {
			if k == len(loops) {
				off := evalIndex(t, op.Operand(1), env)
				require.GreaterOrEqual(t, off, int64(0))
				require.LessOrEqual(t, off+size, total, "%s: view out of its buffer", op.Loc.Position())
				cp := map[*ir.Value]int64{}
				for a, b := range env {
					cp[a] = b
				}
				byBase[base] = append(byBase[base], viewInstance{op, cp, off, off + size})
				return
			}
			li := ir.Loop(loops[k])
			trips, _ := li.TripCounts()
			var iter func(d int)
			iter = func(d int) {
				if d == len(li.IVs) {
					rec(k+1, env)
					return
				}
				lb, _ := li.Lower[d].Constant()
				st, _ := li.Step[d].Constant()
				for n := int64(0); n < trips[d]; n++ {
					env[li.IVs[d]] = lb + n*st
					iter(d + 1)
				}
				delete(env, li.IVs[d])
			}
			iter(0)
		}
		rec(0, map[*ir.Value]int64{})
	})
	count := 0
	var overlaps [][2]viewInstance
	for _, insts := range byBase {
		count += len(insts)
		for i := range insts {
			for j := i + 1; j < len(insts); j++ {
				a, b := insts[i], insts[j]
				if sameViewOnly && a.view != b.view {
					continue
				}
				concurrent := false
				for iv, x := range a.env {
					if y, ok := b.env[iv]; ok && x != y {
						concurrent = true
					}
				}
				if concurrent && a.off < b.end && b.off < a.end {
					if !fail {
						overlaps = append(overlaps, [2]viewInstance{a, b})
						continue
					}
					t.Fatalf("%s %v [%d, %d) and %s %v [%d, %d) are in different threads and overlap",
						a.view.Loc.Position(), a.env, a.off, a.end, b.view.Loc.Position(), b.env, b.off, b.end)
				}
			}
		}
	}
	return count, overlaps
}

// TestHoistedThreadsDisjoint runs merge-alloc over the forall lit tests and
// the forall programs of testdata/exec with every planner mode and checks,
// independently of the pass's own arithmetic, that the threads of each
// hoisted forall get disjoint bytes inside the merged buffer.
func TestHoistedThreadsDisjoint(t *testing.T) {
	files := []string{"../testdata/mergealloc/forall_hoist.mlir", "../testdata/mergealloc/scopes.mlir"}
	execs, err := filepath.Glob("../testdata/exec/*forall*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(execs), 7)
	files = append(files, execs...)
	nestedHoisted := 0
	defer func() {
		require.Positive(t, nestedHoisted, "forall-hoisting=nested hoisted nothing")
	}()
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, variant := range []string{PlannerCostModel, PlannerSizeFirst, "best", "cost-model nested", "best nested"} {
			t.Run(filepath.Base(file)+"/"+variant, func(t *testing.T) {
				planner, nested := strings.CutSuffix(variant, " nested")
				mode := HoistAll
				if nested {
					mode = HoistNested
				}
				m, err := parser.Parse(file, src)
				require.NoError(t, err)
				hoisted, checked := 0, 0
				for _, fn := range m.Body().Ops() {
					if fn.Name() != "func.func" || fn.Region(0).Empty() {
						continue
					}
					res, err := Run(fn, Options{PlannerOptions: planner, Alignment: 64, VerifyPlan: true, ForallHoisting: mode})
					require.NoError(t, err)
					for _, s := range res.Stats {
						if s.Hoisted {
							hoisted++
						}
					}
					if nested {
						for _, lt := range res.Traces.Lifetimes {
							if lt.Threads > 0 {
								hoisted++
							}
						}
					}
					checked += checkThreadsDisjoint(t, fn, nested)
					require.NoError(t, ir.Verify(fn))
				}
				if nested {
					nestedHoisted += hoisted
				} else {
					require.Positive(t, hoisted, "nothing was hoisted")
				}
				t.Logf("%d hoisted plans, %d view instances", hoisted, checked)
			})
		}
	}
}

// TestNestedSharesAcrossThreads pins what forall-hoisting=nested shares
// with graph-compiler (docs/LOOPS_AND_PLACEMENT.md): @siblings of the
// lit test has two parallel loops one after the other in a forall body;
// their hoisted buffers both start at offset 0, so threads of the outer
// forall that run at the same time use the same bytes (thread 0's %b and
// thread 1's %a). forall-hoisting=all gives no such overlap.
func TestNestedSharesAcrossThreads(t *testing.T) {
	src, err := os.ReadFile("../testdata/mergealloc/forall_nested.mlir")
	require.NoError(t, err)
	for _, mode := range []ForallHoisting{HoistNested, HoistAll} {
		m, err := parser.Parse("forall_nested.mlir", src)
		require.NoError(t, err)
		var fn *ir.Operation
		for _, op := range m.Body().Ops() {
			if ir.SymbolName(op) == "siblings" {
				fn = op
			}
		}
		require.NotNil(t, fn)
		_, err = Run(fn, Options{PlannerOptions: PlannerCostModel, Alignment: 64, ForallHoisting: mode})
		require.NoError(t, err)
		n, overlaps := threadOverlaps(t, fn, false, false)
		require.Positive(t, n)
		if mode == HoistAll {
			require.Empty(t, overlaps)
			continue
		}
		require.NotEmpty(t, overlaps)
		for _, o := range overlaps {
			require.NotEqual(t, o[0].view, o[1].view, "the slices of one buffer overlap")
		}
		_, same := threadOverlaps(t, fn, true, false)
		require.Empty(t, same)
	}
}

// TestHoistingDecisions covers what the lit tests cannot see: the stats of
// hoisted plans, the option that turns hoisting off, loops too large to
// hoist.
func TestHoistingDecisions(t *testing.T) {
	src := `func.func @f() {
  scf.forall (%i, %j) in (3, 5) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
    scf.forall (%k) in (2) {
      %b = memref.alloc() : memref<10xf32>
      "test.use"(%b) : (memref<10xf32>) -> ()
    }
  }
  return
}
func.func @huge() {
  scf.forall (%i, %j) in (65536, 65537) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
  }
  return
}`
	m, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	fns := m.Body().Ops()
	res, err := Run(fns[0], DefaultOptions())
	require.NoError(t, err)
	require.Len(t, res.Stats, 3)
	var inner, outer, root Stats
	for _, s := range res.Stats {
		switch {
		case !s.Hoisted:
			root = s
		case s.Threads == 30:
			inner = s
		default:
			outer = s
		}
	}
	require.Equal(t, int64(15), outer.Threads)
	require.Equal(t, int64(64), inner.Arena)
	require.Equal(t, int64(40*30), inner.Temporaries())
	require.Equal(t, int64(128), outer.Arena, "%a, then the 2 inner threads in the same bytes")
	require.Equal(t, int64(128), outer.Slots)
	require.Equal(t, int64(64*15), outer.Temporaries())
	require.Equal(t, int64(128*15), root.Arena)
	require.Zero(t, root.Temporaries(), "the function has no buffer of its own")
	require.Len(t, res.Traces.Hoisted, 2)

	// Too many threads: the forall stays a scope.
	res, err = Run(fns[1], DefaultOptions())
	require.NoError(t, err)
	require.Len(t, res.Stats, 1)
	require.False(t, res.Stats[0].Hoisted)
	require.Empty(t, res.Traces.Hoisted)

	m, err = parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	opts := DefaultOptions()
	opts.ForallHoisting = HoistNone
	res, err = Run(m.Body().Ops()[0], opts)
	require.NoError(t, err)
	for _, s := range res.Stats {
		require.False(t, s.Hoisted)
	}
	require.Empty(t, res.Traces.Hoisted)
}

// TestForallHoistingOption checks the spelling of forall-hoisting and of
// its older alias per-forall-scopes in the pass, the pass table of
// docs/PASSES.md and the package doc, and that the alias is forall-hoisting=none.
func TestForallHoistingOption(t *testing.T) {
	o := Pass.Option("forall-hoisting")
	require.NotNil(t, o)
	require.Equal(t, string(HoistAll), o.Default)
	require.Equal(t, []string{"all", "none", "nested"}, o.ValuesFunc())
	alias := Pass.Option("per-forall-scopes")
	require.NotNil(t, alias)
	require.Equal(t, "false", alias.Default)
	require.Contains(t, alias.Help, "forall-hoisting=none")
	passTable, err := os.ReadFile("../docs/PASSES.md")
	require.NoError(t, err)
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	for _, s := range []string{"`forall-hoisting`", "`per-forall-scopes`"} {
		require.Contains(t, string(passTable), s)
		require.Contains(t, string(doc), strings.Trim(s, "`"), fmt.Sprint("doc.go lists the option"))
	}

	bad := Options{Alignment: 64, ForallHoisting: "some"}
	require.ErrorContains(t, bad.Validate(), `unknown forall-hoisting "some"`)
	def := Options{Alignment: 64}
	require.NoError(t, def.Validate())
	require.Equal(t, HoistAll, def.ForallHoisting)
}
