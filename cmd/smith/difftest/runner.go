package difftest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/memopt/memopt/parser"
)

// Kind classifies a failure.
type Kind string

// Failure kinds.
const (
	// KindOriginal: the generated program itself does not lower or run
	// (a generator bug, or memopt cannot parse it).
	KindOriginal Kind = "original"
	// KindPassError: memopt failed (diagnostic, verifier error, panic).
	KindPassError Kind = "pass-error"
	// KindFixedPoint: `memopt X | memopt` is not X.
	KindFixedPoint Kind = "fixed-point"
	// KindCheck: the configuration's own check failed.
	KindCheck Kind = "check"
	// KindRejected: mlir-opt rejects memopt's output (or cannot lower it).
	KindRejected Kind = "mlir-opt-rejects"
	// KindCrash: the transformed program crashed.
	KindCrash Kind = "crash"
	// KindTimeout: the transformed program did not finish.
	KindTimeout Kind = "timeout"
	// KindRunError: mlir-runner failed otherwise.
	KindRunError Kind = "run-error"
	// KindMismatch: the transformed program printed something else.
	KindMismatch Kind = "mismatch"
	// KindLeak: the output of a Freed configuration leaks a buffer or
	// frees one it does not own.
	KindLeak Kind = "leak"
)

// Failure is one configuration failing on one program.
type Failure struct {
	Seed   int64
	Config string
	Kind   Kind
	// Detail explains (diagnostic, first differing line).
	Detail string
}

func (f Failure) String() string {
	return fmt.Sprintf("seed %d: %s: %s: %s", f.Seed, f.Config, f.Kind, firstLines(f.Detail, 12))
}

func firstLines(s string, n int) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(ls) > n {
		ls = append(ls[:n], fmt.Sprintf("... (%d more lines)", len(ls)-n))
	}
	return strings.Join(ls, "\n")
}

// Runner runs programs before and after each configuration.
type Runner struct {
	Exec    *llvmtools.Exec
	Configs []Config
	// Gen configures the generator.
	Gen progen.Options
	// Tensor selects tensor-level programs (progen.GenerateTensor): a
	// program still at tensor level (the original, the round trip) is
	// bufferized on its own with mlir-opt's ReferenceBufferize before it is
	// combined and lowered; memopt's bufferized outputs are lowered as they
	// are (bufferizing them again folded a function's memref.cast into its
	// result type and left its calls behind: docs/TESTING.md B4).
	Tensor bool
	// MaxReduceTests bounds the candidates Reduce tries (0:
	// DefaultMaxReduceTests).
	MaxReduceTests int
	// BatchFailed, when set, is told why a batch's combined run failed
	// (its programs then run again one by one): a timeout there on a
	// loaded machine multiplies a campaign's cost, so tools show it.
	BatchFailed func(seeds []int64, err error)
	// BoundsChecks runs each original once more lowered with MLIR's
	// runtime verification first (llvmtools.RuntimeVerification, in a
	// module of the batch's originals only: the checks make mlir-opt's
	// lowering of a whole batch with its outputs about 30 times slower).
	// An original that accesses memory out of bounds, or makes a view
	// its source cannot hold, fails as "original" before any
	// configuration is compared (a generator bug: its output would depend
	// on memory it never wrote, as seed 9500's did), and so does one whose
	// output with the checks differs from its output without them.
	BoundsChecks bool
}

// ReferenceBufferize is mlir-opt's bufferization of tensor programs, the
// reference memopt's one-shot-bufferize is compared with. It copies before
// every write instead of running the in-place analysis: mlir-opt 22's
// analysis writes in place into a call result that aliases another result
// of the same call (a function returning one tensor twice) while the other
// is still read, which is wrong code (docs/TESTING.md B5).
const ReferenceBufferize = "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops copy-before-write"

// LoweringArgs returns the mlir-opt arguments that lower a program for
// mlir-runner: with Tensor, those of a program still at tensor level
// (ReferenceBufferize first).
func (r *Runner) LoweringArgs() []string {
	if r.Tensor {
		return append([]string{ReferenceBufferize}, llvmtools.LowerPasses...)
	}
	return llvmtools.LowerPasses
}

// loweringFor returns the mlir-opt arguments that lower text: a program
// without tensors (memopt bufferized it) skips ReferenceBufferize. Every
// tensor type prints as "tensor<", so a program without that text has no
// tensors; a false positive only bufferizes a program again.
func (r *Runner) loweringFor(text []byte) []string {
	low := r.LoweringArgs()
	if r.Tensor && !bytes.Contains(text, []byte("tensor<")) {
		low = llvmtools.LowerPasses
	}
	if bytes.Contains(text, []byte("bufferization.clone")) {
		// The deallocation pipeline's clones.
		low = append([]string{"--convert-bufferization-to-memref"}, low...)
	}
	return low
}

// referenceBufferized returns text bufferized with ReferenceBufferize
// when it is a tensor-level program of a Tensor runner, else text.
func (r *Runner) referenceBufferized(ctx context.Context, text []byte) ([]byte, error) {
	if !r.Tensor || !bytes.Contains(text, []byte("tensor<")) {
		return text, nil
	}
	return r.Exec.Opt(ctx, text, ReferenceBufferize)
}

// lowerAndRun lowers text (loweringFor, with RuntimeVerification first
// when verify is set) and runs it.
func (r *Runner) lowerAndRun(ctx context.Context, text []byte, verify bool) (string, error) {
	args := slices.Clip(r.loweringFor(text))
	if verify {
		args = append([]string{llvmtools.RuntimeVerification}, args...)
	}
	low, err := r.Exec.Opt(ctx, text, append(args, llvmtools.EmitBytecode)...)
	if err != nil {
		return "", err
	}
	return r.Exec.Run(ctx, low)
}

// Outcome is what checking one program found.
type Outcome struct {
	// Want is the original program's output.
	Want string
	// Failures lists every failing configuration.
	Failures []Failure
	// Executions counts mlir-runner runs (the original and each distinct
	// output).
	Executions int
	// Unlowerable counts outputs of Freed configurations that MLIR 22
	// cannot lower (see unlowerableClone, unlowerableFree): not compared.
	Unlowerable int
	// OutsideABI counts outputs of Freed configurations that print
	// something else than the original on a program outside the
	// deallocation ABI (see returnsArgument): not failures; their
	// allocations are still counted (a leak or a bad free fails).
	OutsideABI int
}

// RunSeed generates the program of seed and checks it with every
// configuration.
func (r *Runner) RunSeed(ctx context.Context, seed int64, cfgs []Config) *Outcome {
	o := r.Check(ctx, []byte(r.Generate(seed).Text()), cfgs)
	for i := range o.Failures {
		o.Failures[i].Seed = seed
	}
	return o
}

// Generate returns the program of seed (tensor-level with Tensor).
func (r *Runner) Generate(seed int64) *progen.Program {
	if r.Tensor {
		return progen.GenerateTensor(seed, r.Gen)
	}
	return progen.Generate(seed, r.Gen)
}

// Check runs text before and after each configuration and compares.
//
// To spare processes, the original and every distinct output run in one
// module (combine): one mlir-opt --split-input-file checks that mlir-opt
// accepts each output as memopt printed it, one mlir-opt lowers the
// combined module and one mlir-runner runs it. When that run fails or a
// variant differs, the variants concerned run again on their own, so a
// failure is only ever blamed on the configuration that causes it.
func (r *Runner) Check(ctx context.Context, text []byte, cfgs []Config) *Outcome {
	p := r.prepare(text, cfgs)
	if !p.stop && r.BoundsChecks {
		r.checkBounds(ctx, []*prepared{p})
	}
	if p.stop {
		return p.o
	}
	r.accept(ctx, []*prepared{p})
	results, err := r.runAll(ctx, p.variants(), false)
	p.o.Executions++
	if err != nil {
		results = nil
	}
	return r.finish(ctx, p, results)
}

// Program is one program of a batch (CheckBatch).
type Program struct {
	// Seed is copied into the program's failures.
	Seed int64
	// Text is the program.
	Text []byte
	// Configs are the configurations it is checked with.
	Configs []Config
}

// CheckBatch checks every program as Check does, but lowers and runs the
// originals and distinct outputs of all of them in one combined module:
// one mlir-opt --split-input-file for the whole batch's outputs, one
// lowering and one mlir-runner, instead of one of each per program (the
// tools' start-up and JIT set-up dominated the campaign's time). When the
// batch's run fails, each program runs again in its own combined module;
// a variant whose output differs from its original's runs again alone
// (Check's path), so a failure is still only blamed on the configuration
// that causes it. The outcomes are in the order of progs; each program's
// Executions counts its share of the batch run (one in total).
func (r *Runner) CheckBatch(ctx context.Context, progs []Program) []*Outcome {
	ps := make([]*prepared, len(progs))
	var live []*prepared
	for i, pr := range progs {
		ps[i] = r.prepare(pr.Text, pr.Configs)
		if !ps[i].stop {
			live = append(live, ps[i])
		}
	}
	if r.BoundsChecks && len(live) > 0 {
		r.checkBounds(ctx, live)
		live = slices.DeleteFunc(live, func(p *prepared) bool { return p.stop })
	}
	if len(live) > 0 {
		r.accept(ctx, live)
		r.dropUnlowerable(ctx, live)
		var all [][]byte
		for _, p := range live {
			all = append(all, p.variants()...)
		}
		results, err := r.runAll(ctx, all, false)
		live[0].o.Executions++
		if err != nil && r.BatchFailed != nil && ctx.Err() == nil {
			var seeds []int64
			for i, p := range ps {
				if !p.stop {
					seeds = append(seeds, progs[i].Seed)
				}
			}
			r.BatchFailed(seeds, err)
		}
		for _, p := range live {
			n := len(p.order) + 1
			var mine []string
			if err == nil {
				mine, results = results[:n], results[n:]
			} else {
				// Isolate the program that broke the batch.
				var err2 error
				mine, err2 = r.runAll(ctx, p.variants(), false)
				p.o.Executions++
				if err2 != nil {
					mine = nil
				}
			}
			r.finish(ctx, p, mine)
		}
	}
	out := make([]*Outcome, len(progs))
	for i, p := range ps {
		for k := range p.o.Failures {
			p.o.Failures[k].Seed = progs[i].Seed
		}
		out[i] = p.o
	}
	return out
}

// dropUnlowerable lowers each output that only Freed configurations
// printed on its own and takes out of the batch those MLIR 22 cannot lower
// (unlowerableClone, unlowerableFree: counted as Unlowerable, as finish
// does). Generated programs use memory spaces often enough that most
// batches held such an output, and one output that does not lower makes
// the whole combined run fail and every program run alone.
func (r *Runner) dropUnlowerable(ctx context.Context, ps []*prepared) {
	for _, p := range ps {
		kept := p.order[:0]
		for _, k := range p.order {
			if r.onlyFreed(p.outs[k]) {
				_, err := r.Exec.Opt(ctx, []byte(k), r.loweringFor([]byte(k))...)
				if err != nil && (strings.Contains(err.Error(), unlowerableClone) || strings.Contains(err.Error(), unlowerableFree)) {
					p.o.Unlowerable++
					p.unlowerable = append(p.unlowerable, k)
					continue
				}
			}
			kept = append(kept, k)
		}
		p.order = kept
	}
}

// prepared is a program after memopt ran every configuration on it:
// its distinct outputs and the configurations that printed each.
type prepared struct {
	o     *Outcome
	text  []byte
	outs  map[string][]string
	order []string
	// stop: the program itself is unusable (reported in o).
	stop bool
	// checked is the original's output with runtime verification
	// (checkBounds), nil without BoundsChecks.
	checked *string
	// unlowerable are the outputs of Freed configurations MLIR 22 cannot
	// lower (unlowerableClone).
	unlowerable []string
	// outsideABI names a function that may return a view of its argument
	// (returnsArgument), "" when none does or abiChecked is false.
	outsideABI string
	abiChecked bool
}

// checkBounds runs the originals of ps in one module lowered with MLIR's
// runtime verification; when that run fails, each one alone, and an
// original that fails its checks is reported and stopped.
func (r *Runner) checkBounds(ctx context.Context, ps []*prepared) {
	texts := make([][]byte, len(ps))
	for i, p := range ps {
		texts[i] = p.text
	}
	results, err := r.runAll(ctx, texts, true)
	ps[0].o.Executions++
	for i, p := range ps {
		var out string
		if err == nil {
			out = results[i]
		} else {
			one, err := r.runAll(ctx, [][]byte{p.text}, true)
			p.o.Executions++
			if err != nil {
				p.fail("original", KindOriginal, "the program fails MLIR's runtime verification (an access out of bounds or a view its source cannot hold: its output depends on memory it never wrote): "+err.Error())
				p.stop = true
				continue
			}
			out = one[0]
		}
		p.checked = &out
	}
}

func (p *prepared) fail(cfg string, k Kind, detail string) {
	p.o.Failures = append(p.o.Failures, Failure{Config: cfg, Kind: k, Detail: detail})
}

// variants returns the original and the distinct outputs.
func (p *prepared) variants() [][]byte {
	v := [][]byte{p.text}
	for _, k := range p.order {
		v = append(v, []byte(k))
	}
	return v
}

// prepare runs memopt with every configuration on text: pass errors,
// fixed-point and configuration checks fail here; the distinct outputs
// are kept.
func (r *Runner) prepare(text []byte, cfgs []Config) *prepared {
	p := &prepared{o: &Outcome{}, text: text, outs: map[string][]string{}}
	in, err := Memopt("input.mlir", text, "")
	if err != nil {
		p.fail("roundtrip", KindOriginal, "memopt cannot read the program: "+err.Error())
		p.stop = true
		return p
	}
	for _, c := range cfgs {
		if c.Freed && !p.abiChecked {
			p.outsideABI, _ = returnsArgument(text)
			p.abiChecked = true
		}
		src := text
		if c.Freed || c.NoDeallocs {
			// MLIR's deallocation refuses programs that free buffers
			// themselves (the pipeline frees them all instead), and the
			// placement passes expect none.
			src = deallocLine.ReplaceAll(text, nil)
		}
		out, err := Memopt("input.mlir", src, c.Pipeline)
		if err != nil {
			p.fail(c.Name, KindPassError, err.Error())
			continue
		}
		again, err := Memopt("output.mlir", out, "")
		if err != nil {
			p.fail(c.Name, KindFixedPoint, "memopt cannot read its own output: "+err.Error())
			continue
		}
		if !bytes.Equal(again, out) {
			p.fail(c.Name, KindFixedPoint, "memopt X | memopt changes X:\n"+firstDiff(string(out), string(again)))
			continue
		}
		if c.Check != nil {
			if err := c.Check(in, out); err != nil {
				p.fail(c.Name, KindCheck, err.Error())
				continue
			}
		}
		k := string(out)
		if _, ok := p.outs[k]; !ok {
			p.order = append(p.order, k)
		}
		p.outs[k] = append(p.outs[k], c.Name)
	}
	return p
}

// accept checks that mlir-opt accepts every output of ps as printed: one
// mlir-opt --split-input-file over all of them; when it fails, each output
// alone, and the rejected ones are dropped with a failure.
func (r *Runner) accept(ctx context.Context, ps []*prepared) {
	var all []string
	for _, p := range ps {
		all = append(all, p.order...)
	}
	if len(all) == 0 {
		return
	}
	if _, err := r.Exec.Opt(ctx, []byte(strings.Join(all, "\n// -----\n")), "--split-input-file"); err == nil {
		return
	}
	for _, p := range ps {
		kept := p.order[:0]
		for _, k := range p.order {
			if _, err := r.Exec.Opt(ctx, []byte(k)); err != nil {
				for _, name := range p.outs[k] {
					p.fail(name, KindRejected, err.Error())
				}
				continue
			}
			kept = append(kept, k)
		}
		p.order = kept
	}
}

// finish compares each output's run with the original's; results are the
// combined run's outputs (original first), nil when it failed: then the
// original and each output run alone.
func (r *Runner) finish(ctx context.Context, p *prepared, results []string) *Outcome {
	o := p.o
	var want string
	if results != nil {
		want = results[0]
	} else {
		var err error
		want, err = r.lowerAndRun(ctx, p.text, false)
		o.Executions++
		if err != nil {
			p.fail("original", KindOriginal, err.Error())
			return o
		}
	}
	o.Want = want
	if p.checked != nil && *p.checked != want {
		p.fail("original", KindOriginal, "the program prints something else when lowered with runtime verification (its output depends on more than its input):\n"+firstDiff(*p.checked, want))
		return o
	}
	for i, k := range p.order {
		if results != nil && results[i+1] == want {
			continue
		}
		kind, detail := r.run(ctx, []byte(k), want)
		o.Executions++
		if kind == "" {
			continue
		}
		if r.onlyFreed(p.outs[k]) && (strings.Contains(detail, unlowerableClone) || strings.Contains(detail, unlowerableFree)) {
			o.Unlowerable++
			p.unlowerable = append(p.unlowerable, k)
			continue
		}
		if kind == KindMismatch && p.outsideABI != "" && r.onlyFreed(p.outs[k]) {
			o.OutsideABI++
			continue
		}
		for _, name := range p.outs[k] {
			p.fail(name, kind, detail)
		}
	}
	r.checkFreed(ctx, p)
	sort.SliceStable(o.Failures, func(i, j int) bool { return o.Failures[i].Config < o.Failures[j].Config })
	return o
}

// unlowerableClone is the error of MLIR 22's convert-bufferization-to-memref
// on a bufferization.clone of a memref whose layout is not cast-compatible
// with the identity (a strided view with an offset): the ownership-based
// deallocation clones such views where their ownership is unknown, in
// mlir-opt's own pipeline as in memopt's, and MLIR 22 cannot lower the
// result.
const unlowerableClone = "failed to legalize operation 'bufferization.clone'"

// unlowerableFree is the error of MLIR 22's
// finalize-memref-to-llvm{use-generic-functions=true} on a memref.dealloc
// of a buffer in another memory space than 0: its generic free takes an
// !llvm.ptr of address space 0 only.
const unlowerableFree = "'llvm.call' op operand type mismatch"

// onlyFreed reports whether every configuration named is Freed.
func (r *Runner) onlyFreed(names []string) bool {
	freed := map[string]bool{}
	for _, c := range r.Configs {
		freed[c.Name] = c.Freed
	}
	for _, n := range names {
		if !freed[n] {
			return false
		}
	}
	return len(names) > 0
}

// deallocLine matches a memref.dealloc on a line of its own.
var deallocLine = regexp.MustCompile(`(?m)^[ \t]*memref\.dealloc [^\n]*\n`)

// checkFreed runs the outputs of p's Freed configurations with the
// counting allocator (when r.Exec.CountLib is set).
func (r *Runner) checkFreed(ctx context.Context, p *prepared) {
	if r.Exec.CountLib == "" {
		return
	}
	freed := map[string]bool{}
	for _, c := range r.Configs {
		if c.Freed {
			freed[c.Name] = true
		}
	}
	for _, k := range p.order {
		if slices.Contains(p.unlowerable, k) {
			continue
		}
		var names []string
		for _, name := range p.outs[k] {
			if freed[name] {
				names = append(names, name)
			}
		}
		if len(names) == 0 {
			continue
		}
		p.o.Executions++
		kind, detail := r.CheckFreed(ctx, []byte(k))
		if kind == "" {
			continue
		}
		if kind == KindRunError && (strings.Contains(detail, unlowerableClone) || strings.Contains(detail, unlowerableFree)) {
			p.o.Unlowerable++
			continue
		}
		for _, name := range names {
			p.fail(name, kind, detail)
		}
	}
}

// CheckFreed lowers text with the counting allocator and runs it: kind is
// KindLeak when a buffer is left allocated at exit or a free is bad, empty
// when everything it allocates is freed.
func (r *Runner) CheckFreed(ctx context.Context, text []byte) (kind Kind, detail string) {
	_, c, err := r.Exec.LowerAndRunCounted(ctx, text)
	if err != nil {
		return KindRunError, err.Error()
	}
	if !c.Clean() {
		return KindLeak, "run-time allocations not all freed: " + c.String()
	}
	return "", ""
}

// marker separates the outputs of the programs of a combined module
// (generated programs print "ID, HASH" lines, never a lone number).
const marker = -7777777777777

// runAll runs the programs in one module (combine), lowered with
// RuntimeVerification first when verify is set, and returns each one's
// output.
func (r *Runner) runAll(ctx context.Context, texts [][]byte, verify bool) ([]string, error) {
	// Tensor-level programs are bufferized each on its own, so the
	// combined module is lowered without bufferizing memopt's outputs
	// again.
	bufs := make([][]byte, len(texts))
	for i, t := range texts {
		b, err := r.referenceBufferized(ctx, t)
		if err != nil {
			return nil, err
		}
		bufs[i] = b
	}
	mod, err := combine(bufs)
	if err != nil {
		return nil, err
	}
	out, err := r.lowerAndRun(ctx, mod, verify)
	if err != nil {
		return nil, err
	}
	parts := strings.Split(out, fmt.Sprintf("%d\n", marker))
	if len(parts) != len(texts)+1 || parts[len(texts)] != "" {
		return nil, fmt.Errorf("combined run printed %d parts for %d programs", len(parts)-1, len(texts))
	}
	return parts[:len(texts)], nil
}

// combine returns one module holding every program's functions and globals,
// renamed with a prefix per program (declarations are kept once), and a
// @main that runs each program's @main in turn, each followed by the marker
// line. (Globals were refused before: every batch holding a
// static-memory-plan output fell back to running each program alone.)
func combine(texts [][]byte) ([]byte, error) {
	all := ir.NewModule()
	body := all.Body()
	decls := map[string]bool{}
	for i, t := range texts {
		m, err := parser.Parse(fmt.Sprintf("variant%d.mlir", i), t)
		if err != nil {
			return nil, err
		}
		prefix := fmt.Sprintf("v%d_", i)
		// Every symbol the program defines (functions with a body,
		// globals such as static-memory-plan's pools) is renamed, and so
		// is every reference to it; declarations are kept once.
		defined := map[string]bool{}
		for _, op := range m.Body().Ops() {
			if name := ir.SymbolName(op); name != "" && !(op.Name() == "func.func" && (op.NumRegions() == 0 || op.Region(0).Empty())) {
				defined[name] = true
			}
		}
		ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
			for _, list := range [][]ir.NamedAttr{op.Props(), op.Attrs()} {
				for i, a := range list {
					if c, ok := a.Value.(*ir.SymbolRefAttr); ok && defined[c.Root] && len(c.Nested) == 0 {
						list[i].Value = &ir.SymbolRefAttr{Root: prefix + c.Root}
					}
				}
			}
		})
		for _, op := range m.Body().Ops() {
			name := ir.SymbolName(op)
			switch {
			case defined[name]:
				op.SetAttr("sym_name", ir.StrAttr(prefix+name))
			case op.Name() == "func.func":
				if decls[name] {
					continue
				}
				decls[name] = true
			default:
				return nil, fmt.Errorf("combine: unexpected top-level op %s", op.Name())
			}
			op.Remove()
			body.Append(op)
		}
	}
	var sb strings.Builder
	if !decls["printI64"] {
		sb.WriteString("func.func private @printI64(i64)\n")
	}
	if !decls["printNewline"] {
		sb.WriteString("func.func private @printNewline()\n")
	}
	sb.WriteString("func.func @main() {\n")
	fmt.Fprintf(&sb, "  %%m = arith.constant %d : i64\n", marker)
	for i := range texts {
		fmt.Fprintf(&sb, "  func.call @v%d_main() : () -> ()\n  func.call @printI64(%%m) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n", i)
	}
	sb.WriteString("  return\n}\n")
	var buf bytes.Buffer
	if err := all.Print(&buf, ir.PrintOptions{}); err != nil {
		return nil, err
	}
	// The module prints as "module {\n...\n}\n": the driver goes inside.
	s := strings.TrimRight(buf.String(), "\n")
	if !strings.HasSuffix(s, "}") {
		return nil, fmt.Errorf("combine: unexpected module text")
	}
	return []byte(s[:len(s)-1] + sb.String() + "}\n"), nil
}

// run lowers and runs a transformed program on its own and compares with
// want. kind is empty when the output matches.
func (r *Runner) run(ctx context.Context, text []byte, want string) (kind Kind, detail string) {
	low, err := r.Exec.Opt(ctx, text, append(slices.Clip(r.loweringFor(text)), llvmtools.EmitBytecode)...)
	if err != nil {
		return KindRejected, err.Error()
	}
	got, err := r.Exec.Run(ctx, low)
	if err != nil {
		var te *llvmtools.ToolError
		if errors.As(err, &te) {
			switch {
			case te.TimedOut:
				return KindTimeout, err.Error()
			case te.Crashed():
				return KindCrash, err.Error()
			}
		}
		return KindRunError, err.Error()
	}
	if got != want {
		return KindMismatch, "output differs:\n" + firstDiff(want, got)
	}
	return "", ""
}

// Reproduces reports whether text still fails with f's configuration and
// kind (the reducer's test).
func (r *Runner) Reproduces(ctx context.Context, text []byte, f Failure) bool {
	var cfg *Config
	for _, c := range r.Configs {
		if c.Name == f.Config {
			c := c
			cfg = &c
		}
	}
	if cfg == nil {
		return false
	}
	o := r.Check(ctx, text, []Config{*cfg})
	for _, g := range o.Failures {
		if g.Config == f.Config && g.Kind == f.Kind {
			return true
		}
	}
	return false
}
