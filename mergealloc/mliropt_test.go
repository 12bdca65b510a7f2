package mergealloc

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// TestRewriteAcceptedByMLIROpt runs merge-alloc (several option sets, the
// plan checker on) over every lit test input and the README example and
// requires mlir-opt 22 to accept the result: `memopt --merge-alloc X |
// mlir-opt` must work.
func TestRewriteAcceptedByMLIROpt(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files, err := filepath.Glob("../testdata/mergealloc/*.mlir")
	require.NoError(t, err)
	files = append(files, "../testdata/examples/mlp.mlir")
	variants := map[string]Options{
		"default":       DefaultOptions(),
		"size-first":    {PlannerOptions: PlannerSizeFirst, Alignment: 64},
		"alignment=128": {PlannerOptions: PlannerCostModel, Alignment: 128},
		"analysis-only": {AnalysisOnly: true, PlannerOptions: PlannerCostModel, Alignment: 64},
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		if strings.Contains(string(src), "--verify-diagnostics") {
			continue
		}
		for name, opts := range variants {
			if opts.Alignment != 64 && strings.Contains(string(src), OffsetAttrName) {
				continue // pinned offsets are multiples of 64, not of every alignment
			}
			t.Run(filepath.Base(file)+"/"+name, func(t *testing.T) {
				out, _ := mergeText(t, file, src, opts)
				tool(t, mlirOpt, out, "--allow-unregistered-dialect", "--verify-each")
			})
		}
	}
}
