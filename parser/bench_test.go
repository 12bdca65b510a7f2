package parser

import (
	"io"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/ir"
)

// chainInput runs ../shared/bench/gen_chain.py (read at run time, never
// copied into the project) to make a memref-level module.
func chainInput(b *testing.B, funcs, layers string) []byte {
	b.Helper()
	gen := filepath.Join("..", "..", "shared", "bench", "gen_chain.py")
	out, err := exec.Command("python3", gen, funcs, layers).Output()
	if err != nil {
		b.Skipf("cannot run %s: %v", gen, err)
	}
	return out
}

// BenchmarkLex measures the lexer alone on the same module: every token,
// as the parser sees them.
func BenchmarkLex(b *testing.B) {
	src := chainInput(b, "10", "200")
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	n := 0
	for i := 0; i < b.N; i++ {
		p := &parser{file: "chain.mlir", src: src, line: 1}
		for p.next(); p.tok.kind != tEOF; p.next() {
			if p.tok.kind == tError {
				b.Fatalf("lex error at %d", p.tok.start)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "tokens/op")
}

// BenchmarkParsePrint measures parse + verify + print of a gen_chain.py
// module (10 functions x 200 layers, about 0.8 MB).
func BenchmarkParsePrint(b *testing.B) {
	src := chainInput(b, "10", "200")
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.Run("parse", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for i := 0; i < b.N; i++ {
			if _, err := Parse("chain.mlir", src); err != nil {
				b.Fatal(err)
			}
		}
	})
	m, err := Parse("chain.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("verify", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := ir.Verify(m.Op); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("print", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := m.Print(io.Discard, ir.PrintOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("parse+verify+print", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			m, err := Parse("chain.mlir", src)
			if err != nil {
				b.Fatal(err)
			}
			if err := ir.Verify(m.Op); err != nil {
				b.Fatal(err)
			}
			if err := m.Print(io.Discard, ir.PrintOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
