package parser

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Malformed LLVM types, distinct attributes, dialect symbols and the other
// syntax of docs/COMPATIBILITY.md give one file:line:col diagnostic.
func TestSyntaxErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"unknown llvm type", "\"t\"() : () -> !llvm.vec<4 x f32>\n", "in.mlir:1:15: error: unknown LLVM type: vec"},
		{"llvm array without x", "\"t\"() : () -> !llvm.array<4 i8>\n", "in.mlir:1:29: error: expected 'x'"},
		{"llvm struct redefined", "\"t\"() : () -> (!llvm.struct<\"s\", (i32)>, !llvm.struct<\"s\", (f32)>)\n",
			"in.mlir:1:55: error: identified type already used with a different body"},
		{"llvm memref element", "\"t\"() : () -> memref<4x!llvm.ptr>\n", "in.mlir:1:24: error: invalid memref element type"},
		{"dimension too large", "\"t\"() : () -> memref<9223372036854775808xi8>\n", "in.mlir:1:22: error: invalid dimension"},
		{"distinct mismatch", "\"t\"() {a = distinct[1]<1 : i32>, b = distinct[1]<2 : i32>} : () -> ()\n",
			"in.mlir:1:47: error: referenced attribute does not match previous definition: 1 : i32"},
		{"distinct without id", "\"t\"() {a = distinct[]<>} : () -> ()\n", "in.mlir:1:21: error: expected distinct ID"},
		{"affine.parallel bound count", "func.func @f(%n: index) {\n  affine.parallel (%i, %j) = (0, max(0, 1)) to (%n) {\n  }\n  return\n}\n",
			"in.mlir:2:48: error: expected 2 upper bound(s), got 1"},
		{"global without type", "llvm.mlir.global internal @g(0 : i64)\n", "in.mlir:1:1: error: type can only be omitted for string globals"},
		{"gep without element type", "llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr\n  llvm.return\n}\n",
			"in.mlir:2:59: error: expected ','"}, // as mlir-opt 22: at the end of the token before
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("in.mlir", []byte(c.src))
			require.Error(t, err)
			require.Equal(t, c.want, firstLine(err.Error()))
		})
	}
}
