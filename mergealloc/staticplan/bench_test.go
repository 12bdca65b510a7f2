package staticplan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/memopt/memopt/parser"
)

// benchProgram is a layered program: @main calls each of `funcs` layer
// functions once; layer i calls two of `helpers` shared helpers (so the
// helpers have many call paths and take their frames as arguments); every
// function holds `bufs` temporaries of different sizes.
func benchProgram(funcs, helpers, bufs int) string {
	var sb strings.Builder
	fn := func(name string, calls []string) {
		fmt.Fprintf(&sb, "func.func @%s(%%x: memref<64xf32>) {\n", name)
		for k := 0; k < bufs; k++ {
			fmt.Fprintf(&sb, "  %%t%d = memref.alloc() : memref<%dxf32>\n  \"test.use\"(%%x, %%t%d) : (memref<64xf32>, memref<%dxf32>) -> ()\n", k, 16*(k%7+1), k, 16*(k%7+1))
			if k%3 == 2 && len(calls) > 0 {
				fmt.Fprintf(&sb, "  call @%s(%%x) : (memref<64xf32>) -> ()\n", calls[0])
				calls = calls[1:]
			}
		}
		for _, c := range calls {
			fmt.Fprintf(&sb, "  call @%s(%%x) : (memref<64xf32>) -> ()\n", c)
		}
		sb.WriteString("  return\n}\n")
	}
	for h := 0; h < helpers; h++ {
		fn(fmt.Sprintf("h%d", h), nil)
	}
	var layers []string
	for f := 0; f < funcs; f++ {
		name := fmt.Sprintf("f%d", f)
		layers = append(layers, name)
		fn(name, []string{fmt.Sprintf("h%d", f%helpers), fmt.Sprintf("h%d", (f*7+3)%helpers)})
	}
	sb.WriteString("func.func @main() {\n  %x = memref.alloc() : memref<64xf32>\n")
	for _, l := range layers {
		fmt.Fprintf(&sb, "  call @%s(%%x) : (memref<64xf32>) -> ()\n", l)
	}
	sb.WriteString("  return\n}\n")
	return sb.String()
}

// BenchmarkStaticMemoryPlan times the whole pass (analysis, planning with
// the default planner, the flattened check, the rewrite and the memory map)
// on a 200-function program with 20 shared helpers and 12 buffers each
// (about 2600 allocations, 4000 buffer instances after flattening):
//
//	go test ./mergealloc/staticplan -run '^$' -bench StaticMemoryPlan -benchmem
//
// Parsing is outside the timed loop.
func BenchmarkStaticMemoryPlan(b *testing.B) {
	src := []byte(benchProgram(200, 20, 12))
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := parser.Parse("bench.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := Run(m.Op, &Config{})
		if err != nil {
			b.Fatal(err)
		}
		_ = res.Map.JSON()
	}
}
