package parser

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// Malformed input gives exactly one file:line:col diagnostic, never a
// panic.
func TestMalformedInput(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"truncated generic", "\"t\"(", "in.mlir:1:4: error: expected SSA operand, found end of file"},
		{"truncated region", "func.func @f() {\n  %0 = arith.constant 1 : i32\n", "in.mlir:2:30: error: expected operation name in quotes"},
		{"truncated type", "\"t\"() : () -> memref<4xf32\n", "in.mlir:1:27: error: expected '>', found end of file"},
		{"truncated result list", "\"t\"() : () -> (i32\n", "in.mlir:1:19: error: expected ')', found end of file"},
		{"truncated location", "\"t\"() : () -> i32 loc(\n", "in.mlir:1:23: error: expected location instance"},
		{"unknown type alias", "\"t\"() : () -> !nope\n", "in.mlir:1:15: error: undefined symbol alias id 'nope'"},
		{"bad integer width", "\"t\"() : () -> i16777216\n", "in.mlir:1:15: error: integer bitwidth is limited to 16777215 bits"},
		{"dynamic vector", "\"t\"() : () -> vector<?xf32>\n", "in.mlir:1:24: error: expected static shape"},
		{"bad element type", "\"t\"() : () -> tensor<4xfoo>\n", "in.mlir:1:24: error: expected non-function type"},
		{"unknown value", "\"t\"(%x) : (i32) -> ()\n", "in.mlir:1:5: error: use of undeclared SSA value name"},
		{"wrong result arity", "%0:2 = \"t\"() : () -> i32\n", "in.mlir:1:8: error: operation defines 1 results but was provided 2 to bind"},
		{"wrong operand arity", "\"t\"(%a, %b) : (i32) -> ()\n", "in.mlir:1:15: error: expected 2 operand type(s) but had 1"},
		{"custom op wrong arity", "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a : i32\n  return %0 : i32\n}\n", "in.mlir:2:21: error: expected ','"}, // mlir-opt 22's words and column
		{"custom op missing keyword", "func.func @f(%m: memref<4x4xf32>) {\n  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> to memref<16xf32>\n  return\n}\n",
			"in.mlir:2:60: error: custom op 'memref.collapse_shape' expected 'into'"},
		{"unbalanced paren", "\"t\"() ({\n \"x\"() : () -> ()\n ) : () -> ()\n", "in.mlir:2:18: error: expected operation name in quotes"},
		{"stray brace", "}\n", "in.mlir:1:1: error: expected operation name in quotes"},
		{"unbalanced array", "\"t\"() {a = [1, 2} : () -> ()\n", "in.mlir:1:17: error: expected ']', found '}'"},
		{"unbalanced dense", "\"t\"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()\n", "in.mlir:1:23: error: unbalanced brackets: expected ']', found '>'"},
		{"sparse shape", "\"t\"() {a = sparse<[1, 1], 2.5> : tensor<4x4xf64>} : () -> ()\n", "in.mlir:1:12: error: expected shape ([4, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])"},
		{"sparse values", "\"t\"() {a = sparse<[[1, 1]], [2.5, 1.0]> : tensor<4x4xf64>} : () -> ()\n", "in.mlir:1:12: error: expected shape ([4, 4]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])"},
		{"sparse index", "\"t\"() {a = sparse<[[1, 9]], [2.5]> : tensor<4x4xf64>} : () -> ()\n", "in.mlir:1:12: error: sparse index #0 is not contained within the value shape, with index=[1, 9], and type='tensor<4x4xf64>'"},
		{"invalid utf8", "\"t\"() \xff : () -> ()\n", "in.mlir:1:7: error: invalid UTF-8 in source"},
		{"redefinition", "%0 = \"t\"() : () -> i32\n%0 = \"t\"() : () -> i32\n", "in.mlir:2:1: error: redefinition of SSA value '%0'"},
		{"unterminated string", "\"t\"() {s = \"abc} : () -> ()\n", "in.mlir:1:12: error: expected '\"' in string literal"},
		{"successor at top level", "\"t\"()[^bb1] : () -> ()\n", "in.mlir:1:7: error: successors are only allowed inside regions"},
		{"undefined block", "func.func @f() {\n  cf.br ^bb9\n}\n", "in.mlir:2:9: error: reference to an undefined block"},
		{"unknown custom op", "func.func @f(%a: i32) {\n  foo.bar %a\n}\n", "in.mlir:2:3: error: custom op 'foo.bar' is unknown"},
		{"misspelled op of a known dialect", "func.func @f() {\n  %0 = memref.allco() : memref<4xf32>\n}\n", "in.mlir:2:8: error: custom op 'memref.allco' is unknown: the memref dialect has no such op (did you mean 'memref.alloc'?)"},
		{"no op of a known dialect near", "func.func @f() {\n  linalg.zzzzzzzzzzzz\n}\n", "in.mlir:2:3: error: custom op 'linalg.zzzzzzzzzzzz' is unknown: the linalg dialect has no such op"},
		{"bad affine map", "\"t\"() {a = affine_map<(d0) -> (d1)>} : () -> ()\n", "in.mlir:1:32: error: use of undeclared identifier 'd1' in affine expression"},
		{"alias redefinition", "#map = affine_map<(d0) -> (d0)>\n#map = affine_map<(d0) -> (d0)>\n", "in.mlir:2:1: error: redefinition of attribute alias id 'map'"},
		{"integer out of range", "\"t\"() {a = 300 : i8} : () -> ()\n", "in.mlir:1:12: error: integer constant out of range for attribute"},
		{"type mismatch", "func.func @f() {\n  %0 = \"t\"() : () -> i32\n  %1 = \"u\"(%0) : (f32) -> i32\n  return\n}\n", "in.mlir:3:12: error: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'"},
		{"forward ref never defined", "func.func @f() {\n  \"u\"(%7) : (f32) -> ()\n  return\n}\n", "in.mlir:2:7: error: use of undeclared SSA value name"},
		{"location alias never defined", "\"t\"() : () -> () loc(#nope)\n", "in.mlir:1:22: error: operation location alias was never defined"},
		{"bad character", "\"t\"() : () -> () `\n", "in.mlir:1:18: error: unexpected character"},
		{"result number out of range", "%0 = \"t\"() : () -> i32\n\"u\"(%0#3) : (i32) -> ()\n", "in.mlir:2:5: error: result number 3 is out of range"},
		{"strides rank", "\"t\"() : () -> memref<4x4xf32, strided<[1]>>\n", "error: expected the number of strides to match the rank"},
		{"duplicate affine dim", "\"t\"() {a = affine_map<(d2, d2) -> (d2)>} : () -> ()\n", "in.mlir:1:28: error: redefinition of identifier 'd2'"},
		{"duplicate key", "\"t\"() {a = 1, a = 2} : () -> ()\n", "in.mlir:1:15: error: duplicate key 'a' in dictionary attribute"},
		{"file metadata", "{-# dialect_resources: {\n", "in.mlir:1:25: error: expected identifier key for 'resource' entry"},
		{"file metadata key", "{-# foo: {}\n#-}\n", "in.mlir:1:5: error: unknown key 'foo' in file metadata dictionary"},
		{"f80 hex constant a float64 cannot hold", "\"t\"() {a = 0x3FFF8000000000000001 : f80} : () -> ()\n", "in.mlir:1:12: error: memopt cannot represent this f80 constant: it keeps float values as 64-bit floats (infinities, NaNs and the values a 64-bit float holds exactly are supported)"},
		{"f80 hex constant too wide", "\"t\"() {a = 0x17FFF8000000000000000 : f80} : () -> ()\n", "in.mlir:1:12: error: hexadecimal float constant out of range for type"},
		{"resources of a dialect without resources", "{-#\n  dialect_resources: {\n    arith: {\n      blob: \"0x0400000001\"\n    }\n  }\n#-}\n", "in.mlir:4:7: error: unexpected 'resource' section for dialect 'arith'"},
		{"resources of an unknown dialect", "{-#\n  dialect_resources: {\n    foo: {blob: \"0x0400000001\"}\n  }\n#-}\n", "in.mlir:3:5: error: dialect 'foo' is unknown"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse("in.mlir", []byte(c.src))
			require.Nil(t, m)
			require.Error(t, err)
			d, ok := err.(*ir.Diagnostic)
			require.True(t, ok, "error is a *ir.Diagnostic: %T", err)
			require.Equal(t, ir.SeverityError, d.Severity)
			require.Contains(t, err.Error(), c.want)
			require.Equal(t, 1, strings.Count(err.Error(), "error:"), "exactly one error")
		})
	}
}

// Every prefix of every corpus file either parses or fails with a
// diagnostic: never a panic.
func TestTruncatedCorpusNeverPanics(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "roundtrip", "*.mlir"))
	if len(files) > 12 {
		files = files[:12]
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		step := len(src)/97 + 1
		for n := 0; n < len(src); n += step {
			_, err := Parse("cut.mlir", src[:n])
			if err != nil {
				require.NotContains(t, err.Error(), "internal parser error", "%s cut at %d", f, n)
				require.Contains(t, err.Error(), "cut.mlir:")
			}
		}
	}
}

// Deep nesting is an error, never a stack overflow.
func TestDeepNesting(t *testing.T) {
	for _, src := range []string{
		"\"t\"() {a = " + strings.Repeat("[", 100000) + "} : () -> ()\n",
		"\"t\"() : () -> " + strings.Repeat("tuple<", 100000) + "\n",
		"\"t\"() {a = affine_map<(d0) -> (" + strings.Repeat("(", 100000) + "d0)>} : () -> ()\n",
		strings.Repeat("\"t\"() ({\n", 100000),
		"\"t\"() : () -> " + strings.Repeat("(", 100000) + "\n",
	} {
		_, err := Parse("deep.mlir", []byte(src))
		require.Error(t, err)
		require.Contains(t, err.Error(), "deep.mlir:")
		require.NotContains(t, err.Error(), "internal parser error")
	}
}
