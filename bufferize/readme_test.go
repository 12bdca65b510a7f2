package bufferize_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadmeTensorExample keeps the README's tensor example true: the
// output block after the tensor-example-output marker is what
// `memopt --one-shot-bufferize=... --merge-alloc` prints for
// testdata/examples/mlp_tensor.mlir.
func TestReadmeTensorExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	text := string(readme)
	start := strings.Index(text, "<!-- tensor-example-output")
	require.Positive(t, start, "the README lost its tensor example")
	block := text[start:]
	block = block[strings.Index(block, "```mlir\n")+len("```mlir\n"):]
	block = block[:strings.Index(block, "```")]
	src, err := os.ReadFile("../testdata/examples/mlp_tensor.mlir")
	require.NoError(t, err)
	out := memopt(t, src, "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map", "--merge-alloc")
	require.Equal(t, strings.TrimSpace(block), strings.TrimSpace(string(out)), "update the README's tensor example")
	require.Contains(t, text, "memopt --one-shot-bufferize=\"bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map\" --merge-alloc testdata/examples/mlp_tensor.mlir")
}
