package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestClosest(t *testing.T) {
	require.Equal(t, 0, EditDistance("abc", "abc"))
	require.Equal(t, 3, EditDistance("", "abc"))
	require.Equal(t, 2, EditDistance("matmulz", "matmul_t"))
	require.Equal(t, "linalg.matmul", Closest("linalg.matmulz", DialectOpNames("linalg")))
	require.Equal(t, "memref.alloc", Closest("memref.allco", DialectOpNames("memref")))
	require.Equal(t, "", Closest("memref.zzzzzzzzzzzzzz", DialectOpNames("memref")), "nothing near")
	require.Equal(t, "--merge-alloc", Closest("--merge-aloc", []string{"--multi-buffer", "--merge-alloc"}))
	require.Contains(t, DialectOpNames("memref"), "memref.alloc")
	require.Empty(t, DialectOpNames("nosuchdialect"))
}
