// Package passes is memopt's pass infrastructure, in the conventions of
// MLIR's pass manager and of golang.org/x/tools/go/analysis.
//
// A Pass is a plain value: a command-line name, a summary, the op it is
// anchored on (or any op), typed options with defaults and help, the
// analyses it Requires and a Run function. Packages register their passes
// from an init function:
//
//	func init() {
//		passes.Register(&passes.Pass{
//			Name:    "merge-alloc",
//			Summary: "Merge memref.alloc buffers into one planned buffer per scope",
//			Anchor:  "func.func",
//			Options: []*passes.Option{
//				{Name: "analysis-only", Kind: passes.Bool, Default: "false", Help: "annotate, do not rewrite"},
//				{Name: "alignment", Kind: passes.Int, Default: "64", Help: "buffer alignment", Check: passes.Positive},
//			},
//			Run: func(c *passes.Context) error { ... c.Int("alignment") ... },
//		})
//	}
//
// The registry checks itself (unique names, summaries, option names and
// defaults): see Validate.
//
// A Pipeline is a tree of nested pass lists, each anchored on an op name,
// written in MLIR's textual syntax:
//
//	builtin.module(func.func(merge-alloc{alignment=128 planner-options=size-first}),strip-debuginfo)
//
// ParsePipeline reads that syntax; Pipeline.String prints it back. A nested
// pipeline anchored on "func.func" runs its passes on each func.func directly
// inside the parent op, on several functions at once (Manager.Threads;
// diagnostics and Context.Out text come out in IR order, as from one
// thread; Pass.Serial passes run on one function at a time). Adding a pass whose anchor
// differs from the pipeline's nests it implicitly (as mlir-opt does), so
// `memopt --merge-alloc` runs merge-alloc on every function of the module.
// As in MLIR, adjacent nested pipelines run as one step (an Adaptor): the
// nested ops are visited in IR order and each runs the pipeline of its
// name; nested pipelines on the same op name are merged.
//
// A Manager runs a pipeline: it verifies the IR after every pass (unless
// VerifyEach is false), stops at the first failing pass with a diagnostic
// naming the pass and the op (a panic inside a pass is recovered and reported
// the same way), computes analyses once per op and keeps them until a pass
// changes the IR, and calls Instrumentations around every pass (PrintIR for
// --mlir-print-ir-*, Timing for --mlir-timing).
//
// Two small passes live here: strip-debuginfo and print-op-stats.
package passes
