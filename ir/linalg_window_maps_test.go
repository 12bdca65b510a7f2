package ir_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
)

// windowMapsProgram writes one function per op of ir.LinalgWindowMapSpecs
// and per strides/dilations variant (absent, unit, others), on operands of
// dynamic shapes whose ranks the op's maps give (scalar zero points for an
// empty map).
func windowMapsProgram() string {
	names := make([]string, 0, len(ir.LinalgWindowMapSpecs))
	for n := range ir.LinalgWindowMapSpecs {
		names = append(names, n)
	}
	sort.Strings(names)
	variants := [][2][]int64{{}, {{1, 1, 1}, {1, 1, 1}}, {{2, 3, 4}, {5, 7, 11}}, {{3, 1, 2}, {1, 4, 1}}}
	var sb strings.Builder
	for _, n := range names {
		spec := ir.LinalgWindowMapSpecs[n]
		_, body, _ := strings.Cut(spec, ": ")
		maps := strings.Split(body, ";")
		windowed := strings.Contains(spec, "*S")
		nWin := strings.Count(maps[0], "*S")
		elem := "f32"
		if strings.Contains(n, "unsigned") {
			elem = "i32" // their payload needs integers
		}
		quantized := strings.HasSuffix(n, "_q") || strings.HasPrefix(n, "quantized")
		types := make([]string, len(maps))
		for i, m := range maps {
			r := len(strings.Fields(m))
			switch {
			case r == 0 && i < len(maps)-1:
				types[i] = "i32"
			case quantized && i == len(maps)-1:
				types[i] = "memref<" + strings.Repeat("?x", r) + "i32>"
			case quantized:
				types[i] = "memref<" + strings.Repeat("?x", r) + "i8>"
			default:
				types[i] = "memref<" + strings.Repeat("?x", r) + elem + ">"
			}
		}
		for vi, v := range variants {
			if vi > 0 && !windowed {
				break
			}
			attr := ""
			if vi > 0 {
				attr = fmt.Sprintf(" {dilations = dense<%s> : tensor<%dxi64>, strides = dense<%s> : tensor<%dxi64>}",
					ints(v[1][:nWin]), nWin, ints(v[0][:nWin]), nWin)
			}
			var args, ins []string
			for i, ty := range types {
				args = append(args, fmt.Sprintf("%%a%d: %s", i, ty))
				if i < len(types)-1 {
					ins = append(ins, fmt.Sprintf("%%a%d", i))
				}
			}
			last := len(types) - 1
			if sb.Len() > 0 {
				sb.WriteString("// -----\n")
			}
			fmt.Fprintf(&sb, "func.func @%s_%d(%s) {\n  linalg.%s%s ins(%s : %s) outs(%%a%d : %s)\n  return\n}\n",
				n, vi, strings.Join(args, ", "), n, attr, strings.Join(ins, ", "), strings.Join(types[:last], ", "), last, types[last])
		}
	}
	return sb.String()
}

func ints(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// TestLinalgWindowMapsMatchMlirOpt: the generic form of every named op
// whose maps memopt builds carries linalg.memoized_indexing_maps exactly
// as mlir-opt 22 prints it (for several strides and dilations), and the
// custom form leaves it out as mlir-opt does.
func TestLinalgWindowMapsMatchMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	src := windowMapsProgram()
	for _, generic := range []bool{true, false} {
		args := []string{"--split-input-file", "-"}
		if generic {
			args = append([]string{"--mlir-print-op-generic"}, args...)
		}
		cmd := exec.Command(tool, args...)
		cmd.Stdin = strings.NewReader(src)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		require.NoError(t, cmd.Run(), errb.String())
		want := strings.Split(out.String(), "// -----\n")
		cases := strings.Split(src, "// -----\n")
		require.Len(t, want, len(cases))
		for i, c := range cases {
			m, err := parser.Parse("maps.mlir", []byte(c))
			require.NoError(t, err)
			require.NoError(t, ir.Verify(m.Op))
			var got bytes.Buffer
			require.NoError(t, m.Print(&got, ir.PrintOptions{Generic: generic}))
			if generic {
				require.Contains(t, got.String(), "linalg.memoized_indexing_maps", "%s", c)
			}
			require.Equal(t, strings.TrimSpace(want[i]), strings.TrimSpace(got.String()), "generic form: %v\n%s", generic, c)
		}
	}
}
