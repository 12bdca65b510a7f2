package lit

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// largeCheckCase returns an MLIR-like input of n lines and a check file with
// a CHECK (string and numeric variables), CHECK-SAME and CHECK-NOT for every
// tenth line.
func largeCheckCase(n int) (check, input string) {
	var in, ck strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&in, "  %%%d = arith.addi %%arg%d, %%c%d : index loc(#loc%d)\n", i, i%7, i%13, i)
		if i%10 == 0 {
			fmt.Fprintf(&ck, "// CHECK: %%[[V%d:%d]] = arith.addi %%{{[a-z]+}}[[#A%d:]], %%c%d : index\n", i, i, i, i%13)
			fmt.Fprintf(&ck, "// CHECK-SAME: loc(#loc[[#%d]])\n", i)
			fmt.Fprintf(&ck, "// CHECK-NOT: %%[[V%d]] = arith.muli\n", i)
		}
	}
	return ck.String(), in.String()
}

func TestLargeCheckCasePasses(t *testing.T) {
	check, input := largeCheckCase(2000)
	var out strings.Builder
	if code := RunFileCheck(FileCheckOptions{}, "check", check, "input", input, &out); code != 0 {
		t.Fatalf("exit %d:\n%s", code, out.String())
	}
}

// BenchmarkFileCheckLarge checks a 20000-line input against 6000 directives.
func BenchmarkFileCheckLarge(b *testing.B) {
	check, input := largeCheckCase(20000)
	b.SetBytes(int64(len(input)))
	for i := 0; i < b.N; i++ {
		if code := RunFileCheck(FileCheckOptions{}, "check", check, "input", input, io.Discard); code != 0 {
			b.Fatalf("exit code %d", code)
		}
	}
}
