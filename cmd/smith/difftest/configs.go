package difftest

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/mergealloc/planner"
)

// Config is one pass configuration the runner applies to every program:
// the program after `memopt --pass-pipeline=Pipeline` must print what the
// program printed before.
type Config struct {
	// Name identifies the configuration in reports (the pass with its
	// options, as in a pipeline).
	Name string
	// Pipeline is the --pass-pipeline memopt runs.
	Pipeline string
	// Check, when set, is an extra check of the output against the input
	// as memopt prints it without passes.
	Check func(in, out []byte) error
	// Freed marks a pipeline that frees every buffer it leaves to run
	// time (one ending in buffer-deallocation-pipeline): its output also
	// runs with the counting allocator (when the runner's Exec has a
	// CountLib), and a leak or a bad free fails it (KindLeak). The
	// program's own memref.dealloc ops are taken out first (MLIR's
	// ownership-based deallocation refuses them).
	Freed bool
	// NoDeallocs marks passes that expect a program without memref.dealloc
	// (MLIR's buffer placement passes run before deallocation: hoisting an
	// allocation out of a loop whose body frees it frees it twice, in
	// mlir-opt 22 as in memopt): the program's deallocs are taken out
	// first.
	NoDeallocs bool
}

// funcPass returns the pipeline running pass on every func.func.
func funcPass(pass string) string { return "builtin.module(func.func(" + pass + "))" }

// Configs returns every configuration: merge-alloc with every planner at
// alignments 16, 64 and 128, merge-alloc analysis-only (which must not
// change what the program computes, nor anything but its annotations),
// merge-alloc run twice (a fixed point: the second run changes nothing),
// merge-alloc with per-forall scopes and in each forall-hoisting mode
// (all, none, nested: graph-compiler's rule, with its planners, analysis-only
// and twice), multi-buffer (alone and before
// merge-alloc), reorder-for-memory (alone, heuristic only, and before
// merge-alloc), static-memory-plan (three planners and option sets, and
// after merge-alloc), one-shot-bufferize before merge-alloc, the
// deallocation and placement passes, canonicalize with cse,
// loop-invariant-code-motion, inline, and the plain round trip through memopt's
// parser and printer.
//
// A new pass is one entry here (see AddConfig and docs/TESTING.md).
func Configs() []Config {
	cs := []Config{{Name: "roundtrip", Pipeline: ""}}
	for _, align := range []int64{16, 64, 128} {
		for _, p := range planner.Names() {
			name := fmt.Sprintf("%s{planner-options=%s alignment=%d}", mergealloc.PassName, p, align)
			cs = append(cs, Config{Name: name, Pipeline: funcPass(name)})
		}
	}
	cs = append(cs,
		Config{Name: "merge-alloc{analysis-only}", Pipeline: funcPass("merge-alloc{analysis-only}"), Check: analysisOnlyCheck},
		Config{Name: "merge-alloc,merge-alloc", Pipeline: funcPass("merge-alloc,merge-alloc"), Check: twiceCheck("merge-alloc")},
		Config{Name: "merge-alloc{planner-options=auto per-forall-scopes alignment=16}", Pipeline: funcPass("merge-alloc{planner-options=auto per-forall-scopes alignment=16}")},
		Config{Name: "merge-alloc{forall-hoisting=all}", Pipeline: funcPass("merge-alloc{forall-hoisting=all}")},
		Config{Name: "merge-alloc{forall-hoisting=none}", Pipeline: funcPass("merge-alloc{forall-hoisting=none}")},
		Config{Name: "merge-alloc{forall-hoisting=nested}", Pipeline: funcPass("merge-alloc{forall-hoisting=nested}")},
		// graph-compiler's rule with graph-compiler's planner (issue 28).
		Config{Name: "merge-alloc{planner-options=cost-model forall-hoisting=nested}", Pipeline: funcPass("merge-alloc{planner-options=cost-model forall-hoisting=nested}")},
		Config{Name: "merge-alloc{planner-options=size-first forall-hoisting=nested alignment=16}", Pipeline: funcPass("merge-alloc{planner-options=size-first forall-hoisting=nested alignment=16}")},
		Config{Name: "merge-alloc{analysis-only forall-hoisting=nested}", Pipeline: funcPass("merge-alloc{analysis-only forall-hoisting=nested}"), Check: analysisOnlyCheck},
		Config{Name: "merge-alloc{forall-hoisting=nested},merge-alloc{forall-hoisting=nested}", Pipeline: funcPass("merge-alloc{forall-hoisting=nested},merge-alloc{forall-hoisting=nested}"), Check: twiceCheck("merge-alloc{forall-hoisting=nested}")},
		// multi-buffer (issue 11), alone and before merge-alloc.
		Config{Name: "multi-buffer", Pipeline: funcPass("multi-buffer")},
		Config{Name: "multi-buffer{factor=3},merge-alloc", Pipeline: funcPass("multi-buffer{factor=3},merge-alloc")},
		// reorder-for-memory (issue 26), alone, heuristic only, and before merge-alloc.
		Config{Name: "reorder-for-memory", Pipeline: funcPass("reorder-for-memory")},
		Config{Name: "reorder-for-memory{exact-limit=0}", Pipeline: funcPass("reorder-for-memory{exact-limit=0}")},
		Config{Name: "reorder-for-memory,merge-alloc", Pipeline: funcPass("reorder-for-memory,merge-alloc")},
		// static-memory-plan (issue 10): the whole program in pools.
		Config{Name: "static-memory-plan", Pipeline: "builtin.module(static-memory-plan)"},
		Config{Name: "static-memory-plan{planner=auto alignment=16}", Pipeline: "builtin.module(static-memory-plan{planner=auto alignment=16})"},
		Config{Name: "static-memory-plan{planner=greedy-by-size constants=pack alignment=128}", Pipeline: "builtin.module(static-memory-plan{planner=greedy-by-size constants=pack alignment=128})"},
		Config{Name: "merge-alloc,static-memory-plan", Pipeline: "builtin.module(func.func(merge-alloc),static-memory-plan)"},
		// one-shot-bufferize (issue 9) has no tensors to bufferize here:
		// memref programs must come out computing the same.
		Config{Name: "one-shot-bufferize{bufferize-function-boundaries},merge-alloc", Pipeline: "builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(merge-alloc))"},
		// Deallocation (issue 25): every buffer planned or freed.
		Config{Name: "buffer-deallocation-pipeline", Pipeline: "builtin.module(buffer-deallocation-pipeline)", Freed: true},
		Config{Name: "merge-alloc,buffer-deallocation-pipeline", Pipeline: "builtin.module(func.func(merge-alloc),buffer-deallocation-pipeline)", Freed: true},
		Config{Name: "merge-alloc,static-memory-plan,buffer-deallocation-pipeline", Pipeline: "builtin.module(func.func(merge-alloc),static-memory-plan,buffer-deallocation-pipeline)", Freed: true},
		Config{Name: "multi-buffer,merge-alloc,buffer-deallocation-pipeline{private-function-dynamic-ownership}",
			Pipeline: "builtin.module(func.func(multi-buffer,merge-alloc),buffer-deallocation-pipeline{private-function-dynamic-ownership})", Freed: true},
		// The placement passes and the rewrites.
		Config{Name: "buffer-hoisting,buffer-loop-hoisting", Pipeline: funcPass("buffer-hoisting,buffer-loop-hoisting"), NoDeallocs: true},
		Config{Name: "promote-buffers-to-stack", Pipeline: funcPass("promote-buffers-to-stack"), NoDeallocs: true},
		Config{Name: "buffer-results-to-out-params{hoist-static-allocs},drop-equivalent-buffer-results",
			Pipeline: "builtin.module(buffer-results-to-out-params{hoist-static-allocs},drop-equivalent-buffer-results)", NoDeallocs: true},
		Config{Name: "canonicalize,cse", Pipeline: "builtin.module(canonicalize,cse)"},
		Config{Name: "loop-invariant-code-motion", Pipeline: "builtin.module(loop-invariant-code-motion)"},
		Config{Name: "inline", Pipeline: "builtin.module(inline)"},
	)
	return append(cs, extraConfigs...)
}

// TensorConfigs returns the configurations of tensor-level programs
// (Runner.Tensor): memopt's one-shot-bufferize with function boundaries
// (its default analysis, copy-before-write, the top-down heuristic,
// identity-layout function boundaries), and followed by merge-alloc,
// multi-buffer and merge-alloc, static-memory-plan, and reorder-for-memory
// and merge-alloc; loop-invariant-code-motion and inline; plus the round trip
// (the program stays at tensor level, mlir-opt bufferizes it).
func TensorConfigs() []Config {
	const b = "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops"
	cs := []Config{{Name: "roundtrip", Pipeline: ""}}
	for _, opts := range []string{"", " copy-before-write", " analysis-heuristic=top-down", " function-boundary-type-conversion=identity-layout-map"} {
		name := b + opts + "}"
		cs = append(cs, Config{Name: name, Pipeline: "builtin.module(" + name + ")"})
	}
	cs = append(cs,
		Config{Name: b + "},merge-alloc", Pipeline: "builtin.module(" + b + "},func.func(merge-alloc))"},
		Config{Name: b + "},multi-buffer,merge-alloc{planner-options=auto}", Pipeline: "builtin.module(" + b + "},func.func(multi-buffer,merge-alloc{planner-options=auto}))"},
		Config{Name: b + "},static-memory-plan", Pipeline: "builtin.module(" + b + "},static-memory-plan)"},
		Config{Name: b + "},merge-alloc,buffer-deallocation-pipeline", Pipeline: "builtin.module(" + b + "},func.func(merge-alloc),buffer-deallocation-pipeline)", Freed: true},
		Config{Name: b + "},reorder-for-memory,merge-alloc", Pipeline: "builtin.module(" + b + "},func.func(reorder-for-memory,merge-alloc))"},
		// loop-invariant-code-motion at tensor level (mlir-opt bufferizes
		// the output).
		Config{Name: "loop-invariant-code-motion", Pipeline: "builtin.module(loop-invariant-code-motion)"},
		Config{Name: "inline", Pipeline: "builtin.module(inline)"},
	)
	return cs
}

// extraConfigs are the configurations added with AddConfig.
var extraConfigs []Config

// AddConfig adds a configuration to Configs (for passes linked in by other
// packages).
func AddConfig(c Config) { extraConfigs = append(extraConfigs, c) }

// Always marks the configurations SeedSubset runs on every seed.
var Always = map[string]bool{
	"roundtrip":                  true,
	"merge-alloc{analysis-only}": true,
	"merge-alloc,merge-alloc":    true,
}

// SeedSubset returns the configurations the go test seed set runs for seed:
// the Always ones and every rotation-th of the others, starting at seed, so
// that consecutive seeds cover every configuration in turn (with the
// default rotation of 6, a hundred seeds run each configuration on 16 or 17
// programs).
func SeedSubset(all []Config, seed int64, rotation int) []Config {
	rotation = max(rotation, 1)
	var out []Config
	k := 0
	for _, c := range all {
		if Always[c.Name] {
			out = append(out, c)
			continue
		}
		if (int64(k)-seed)%int64(rotation) == 0 {
			out = append(out, c)
		}
		k++
	}
	return out
}

// analysisOnlyCheck: analysis-only output is the input plus the
// __mergealloc_* annotations.
func analysisOnlyCheck(in, out []byte) error {
	stripped, err := stripAttrs(out, "__mergealloc_")
	if err != nil {
		return err
	}
	if !bytes.Equal(stripped, in) {
		return fmt.Errorf("analysis-only changed more than annotations:\n%s", firstDiff(string(in), string(stripped)))
	}
	return nil
}

// twiceCheck returns the check of a configuration that runs pass twice:
// running it on its own output changes nothing.
func twiceCheck(pass string) func(in, out []byte) error {
	return func(in, out []byte) error {
		once, err := Memopt("in", in, funcPass(pass))
		if err != nil {
			return err
		}
		if !bytes.Equal(once, out) {
			return fmt.Errorf("%s is not a fixed point: a second run changed the program:\n%s", pass, firstDiff(string(once), string(out)))
		}
		return nil
	}
}

// firstDiff shows the first differing line of a and b with context.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, x, y)
		}
	}
	return "(no difference)"
}
