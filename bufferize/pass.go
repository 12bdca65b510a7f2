package bufferize

import (
	"errors"
	"strconv"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// Pass is the registered one-shot-bufferize pass, anchored on the module,
// with every option mlir-opt 22 lists for it (same names, defaults and
// meanings): `memopt --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"`.
var Pass = &passes.Pass{
	Name:        "one-shot-bufferize",
	DisplayName: "OneShotBufferize",
	Summary:     "One-Shot Bufferize: tensors to memrefs, in place where no read-after-write conflict forbids it",
	Doc: "Decides for every tensor operand whether it can bufferize in place (the One-Shot analysis: " +
		"alias and equivalence sets, read-after-write conflicts in program order), inserts copies where it cannot, " +
		"then rewrites every op to its memref form (memref.alloc for new tensors, memref.subview for slices, " +
		"linalg on buffers, scf on buffers, function signatures with bufferize-function-boundaries).",
	Anchor: "builtin.module",
	Options: []*passes.Option{
		{Name: "allow-return-allocs-from-loops", Kind: passes.Bool, Help: "Allows returning/yielding new allocations from a loop."},
		{Name: "allow-unknown-ops", Kind: passes.Bool, Help: "Allows unknown (not bufferizable) ops in the input IR."},
		{Name: "analysis-fuzzer-seed", Kind: passes.Int, Default: "0", Help: "Test only: Analyze ops in random order with a given seed (fuzzer)", Check: nonNegative},
		{Name: "analysis-heuristic", Kind: passes.String, Default: "bottom-up", Help: "Heuristic that control the IR traversal during analysis", Values: heuristicNames},
		{Name: "buffer-alignment", Kind: passes.Int, Default: "64", Help: "Sets the alignment of newly allocated buffers.", Check: nonNegative},
		{Name: "bufferize-function-boundaries", Kind: passes.Bool, Help: "Bufferize function boundaries (experimental)."},
		{Name: "check-parallel-regions", Kind: passes.Bool, Default: "true", Help: "Account for parallel regions in RaW analysis."},
		{Name: "copy-before-write", Kind: passes.Bool, Help: "Skip the analysis. Make a buffer copy on every write."},
		{Name: "dialect-filter", Kind: passes.List, Help: "Restrict bufferization to ops from these dialects."},
		{Name: "dump-alias-sets", Kind: passes.Bool, Help: "Test only: Annotate tensor IR with alias sets"},
		{Name: "function-boundary-type-conversion", Kind: passes.String, Default: "infer-layout-map", Help: "Controls layout maps when bufferizing function signatures.", Values: layoutMapNames},
		{Name: "must-infer-memory-space", Kind: passes.Bool, Help: "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise."},
		{Name: "no-analysis-func-filter", Kind: passes.List, Help: "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them."},
		{Name: "print-conflicts", Kind: passes.Bool, Help: "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only."},
		{Name: "test-analysis-only", Kind: passes.Bool, Help: "Test only: Only run inplaceability analysis and annotate IR"},
		{Name: "unknown-type-conversion", Kind: passes.String, Default: "fully-dynamic-layout-map", Help: "Controls layout maps for non-inferrable memref types.", Values: layoutMapNames},
		{Name: "use-encoding-for-memory-space", Kind: passes.Bool, Help: "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option"},
	},
	Run: runPass,
}

func nonNegative(v any) error {
	if n, ok := v.(int64); ok && n < 0 {
		return errors.New("must be >= 0, got " + strconv.FormatInt(n, 10))
	}
	return nil
}

func init() { passes.Register(Pass) }

// OptionsFrom reads the pass options of one use of the pass.
func OptionsFrom(c *passes.Context) Options {
	o := DefaultOptions()
	o.AllowReturnAllocsFromLoops = c.Bool("allow-return-allocs-from-loops")
	o.AllowUnknownOps = c.Bool("allow-unknown-ops")
	o.FuzzerSeed = uint64(c.Int("analysis-fuzzer-seed"))
	for i, n := range heuristicNames {
		if n == c.String("analysis-heuristic") {
			o.Heuristic = Heuristic(i)
		}
	}
	o.BufferAlignment = c.Int("buffer-alignment")
	o.BufferizeFunctionBoundaries = c.Bool("bufferize-function-boundaries")
	o.CheckParallelRegions = c.Bool("check-parallel-regions")
	o.CopyBeforeWrite = c.Bool("copy-before-write")
	o.DialectFilter = c.List("dialect-filter")
	o.DumpAliasSets = c.Bool("dump-alias-sets")
	o.FunctionBoundaryTypeConversion, _ = ParseLayoutMap(c.String("function-boundary-type-conversion"))
	o.MustInferMemorySpace = c.Bool("must-infer-memory-space")
	o.NoAnalysisFuncFilter = c.List("no-analysis-func-filter")
	o.PrintConflicts = c.Bool("print-conflicts")
	o.TestAnalysisOnly = c.Bool("test-analysis-only")
	o.UnknownTypeConversion, _ = ParseLayoutMap(c.String("unknown-type-conversion"))
	o.UseEncodingForMemorySpace = c.Bool("use-encoding-for-memory-space")
	return o
}

func runPass(c *passes.Context) error {
	opts := OptionsFrom(c)
	if err := opts.Validate(); err != nil {
		oe := err.(*OptionError)
		if oe.AtModule {
			return c.Errorf(c.Op, "%s", oe.Msg)
		}
		return c.Errorf(nil, "%s", oe.Msg)
	}
	return passError(c, Run(c.Op, opts))
}

// passError reports err (diagnostics at their places) as the failure of
// the pass.
func passError(c *passes.Context, err error) error {
	if err == nil {
		return nil
	}
	var d *ir.Diagnostic
	var dl ir.DiagnosticList
	switch {
	case errors.As(err, &dl):
		for _, x := range dl {
			c.Emit(x)
		}
		return passes.ErrFailed
	case errors.As(err, &d):
		return d
	}
	return c.Errorf(c.Op, "%v", err)
}

// Run bufferizes module (a builtin.module) with opts: the analysis, then
// (unless opts.TestAnalysisOnly) copy insertion and the rewrite. With
// function boundaries each function goes through all of it in call order,
// callees first, and what the analysis kept about it is dropped once it is
// rewritten (only what its callers need stays). On error the module may be
// partly rewritten; callers print nothing then.
func Run(module *ir.Operation, opts Options) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	s := NewState(&opts)
	r := newRewriter(s, module)
	if !opts.BufferizeFunctionBoundaries {
		if !opts.CopyBeforeWrite {
			if err := s.analyzeRoot(module); err != nil {
				return err
			}
			s.annotateRoot(module)
			if opts.TestAnalysisOnly {
				return nil
			}
		}
		return r.rewriteRoot(module)
	}
	s.funcs = newFuncState(module)
	ordered, cyclic := s.funcsInCallOrder(module)
	for _, fn := range cyclic {
		r.T.results[fn] = r.T.declaredResults(fn)
	}
	for i, fn := range append(ordered, cyclic...) {
		if !opts.opAllowed(fn) {
			continue
		}
		skip := inFilteredFunc(fn, opts.NoAnalysisFuncFilter)
		if !opts.CopyBeforeWrite && !skip {
			if err := s.analyzeFunc(fn, i < len(ordered)); err != nil {
				return err
			}
		}
		if !opts.TestAnalysisOnly {
			s.noAnalysis = skip
			if err := r.rewriteFunc(fn); err != nil {
				return err
			}
		}
		s.resetFunction()
	}
	if opts.TestAnalysisOnly {
		return nil
	}
	// Ops outside functions (at the top level of the module or in the
	// regions of its other ops) are rewritten without analysis
	// information.
	s.noAnalysis = true
	if err := r.rewriteOutsideFuncs(module); err != nil {
		return err
	}
	removeBufferizationArgAttrs(module)
	return nil
}

// rewriteOutsideFuncs inserts copies for and rewrites the ops with tensor
// semantics of module that are in no func.func: the module's own ops and
// the ops nested in them. (Only their nested ops would leave a top-level
// op with tensor operands or results, or a top-level op's region of
// tensor ops, as they were, without an error.)
func (r *Rewriter) rewriteOutsideFuncs(module *ir.Operation) error {
	var tops []*ir.Operation
	for _, b := range module.Region(0).Blocks() {
		for op := b.First(); op != nil; op = op.Next() {
			if ModelOf(op) != funcModel {
				tops = append(tops, op)
			}
		}
	}
	for _, op := range tops {
		if err := r.s.insertCopies(op); err != nil {
			return err
		}
	}
	// The work list is taken after the copies (tensor.empty becomes
	// bufferization.alloc_tensor there).
	var work []*ir.Operation
	for _, op := range tops {
		ir.WalkPreOrder(op, func(o *ir.Operation) {
			if r.s.hasTensorSemantics(o) {
				work = append(work, o)
			}
		})
	}
	if len(work) == 0 {
		return nil
	}
	return r.rewriteOps(work)
}

// analyzeFunc analyzes one function; with boundary information (a
// function outside call cycles) it records what its callers need.
func (s *State) analyzeFunc(fn *ir.Operation, boundary bool) error {
	var fi *funcInfo
	if boundary {
		fi = s.funcs.infoOf(fn)
		fi.state = funcInProgress
	}
	if err := s.analyzeRoot(fn); err != nil {
		return err
	}
	if boundary {
		if err := s.aliasingFuncArgs(fn, fi); err != nil {
			return err
		}
		s.funcArgAccess(fn, fi)
		fi.state = funcAnalyzed
	}
	s.annotateRoot(fn)
	return nil
}

// inFilteredFunc reports whether op is, or is in, a func.func whose name
// is in names.
func inFilteredFunc(op *ir.Operation, names []string) bool {
	if len(names) == 0 {
		return false
	}
	for ; op != nil; op = op.ParentOp() {
		if ModelOf(op) == funcModel {
			n := ir.SymbolName(op)
			for _, f := range names {
				if f == n {
					return true
				}
			}
			return false
		}
	}
	return false
}

// annotateRoot writes the analysis result of root into the IR:
// InPlaceAttr with test-analysis-only, alias sets with dump-alias-sets.
func (s *State) annotateRoot(root *ir.Operation) {
	if s.Opts.TestAnalysisOnly {
		s.annotateInPlace(root)
	}
	if s.Opts.DumpAliasSets {
		names := ir.NewAsmNames(root)
		s.annotateAliasSets(root, names.Name)
	}
}
