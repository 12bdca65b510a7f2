package transforms_test

import (
	"testing"

	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// Inline case parity: every case of testdata/inline through `--inline`
// without a pipeline, with its default one (canonicalize), with locations
// printed and with op-pipelines (canonicalize and cse on functions), memopt against mlir-opt 22. The cases are memopt's
// own, after the kinds of MLIR's mlir/test/Transforms/inlining.mlir that
// use supported dialects: arguments, no_inline calls and functions,
// several returns, declarations, several levels, recursion, locations,
// regions holding one block, affine legality. MLIR's cases on the test
// dialect (conversion calls and functions, functional_region_op) and the
// complex and gpu dialects have no counterpart.

// inlineDifferences are the cases whose output differs, all through the
// default pipeline: canonicalize patterns memopt lacks (as listed for the
// corpora in corpora_parity_test.go), not the inliner.
var inlineDifferences = map[string]string{
	"inline.mlir#01 --inline":     "canonicalize: scf.if's condition is not replaced by true in its then region, cf.cond_br's branch to a block that only branches on is not forwarded",
	"inline.mlir#03 --inline":     "canonicalize: affine.apply's map and operands are not canonicalized (a function argument becomes a symbol in MLIR)",
	"inline_loc.mlir#00 --inline": "canonicalize: a cf.br to a block with no other predecessor is not merged into it",
}

func init() {
	// The same canonicalize gaps with op-pipelines' canonicalize and cse.
	for _, c := range []string{"inline.mlir#01", "inline.mlir#03", "inline_loc.mlir#00"} {
		inlineDifferences[c+" --inline=op-pipelines=func.func(canonicalize,cse)"] = inlineDifferences[c+" --inline"]
	}
}

func TestInlineCaseParity(t *testing.T) {
	same, total := caseParity(t, "inline", [][]string{
		{"--inline=default-pipeline="},
		{"--inline"},
		{"--inline=default-pipeline=", "--mlir-print-debuginfo"},
		{"--inline=op-pipelines=func.func(canonicalize,cse)"},
	}, inlineDifferences)
	t.Logf("inline case parity: %d of %d identical", same, total)
}

// TestInlineMaxIterations checks on memopt alone that max-iterations
// bounds the inlining rounds within an SCC and that the inlining
// threshold can refuse a callee larger than its caller.
func TestInlineOptions(t *testing.T) {
	src := `func.func private @big(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %a : i32
  return %c : i32
}
func.func @f(%x: i32) -> i32 {
  %r = call @big(%x) : (i32) -> i32
  return %r : i32
}`
	run := func(pipeline string) string {
		m, err := parser.Parse("f.mlir", []byte(src))
		require.NoError(t, err)
		return runPipeline(t, m, pipeline)
	}
	require.NotContains(t, run("builtin.module(inline{default-pipeline=})"), "call @big")
	// @big has 4 ops, @f 2: a ratio of 200%.
	require.Contains(t, run("builtin.module(inline{default-pipeline= inlining-threshold=100})"), "call @big")
	require.NotContains(t, run("builtin.module(inline{default-pipeline= inlining-threshold=200})"), "call @big")
}
