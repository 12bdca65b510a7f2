package transforms_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/progen"
)

// Random-program parity: `--canonicalize --cse` on programs of the random
// program generator (memref and tensor level), memopt against mlir-opt 22.
// The outputs of the programs must be identical except where a pattern
// memopt lacks applies (listed in docs/COMPATIBILITY.md, which records
// the counts); the test fails on any program memopt fails on where
// mlir-opt succeeds, and logs the counts. MEMOPT_PARITY_PROGRAMS sets the
// number of programs of each level (default 20; the figures in
// docs/COMPATIBILITY.md use 300).

func TestRandomProgramParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	n := 20
	if s := os.Getenv("MEMOPT_PARITY_PROGRAMS"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{"--canonicalize", "--cse"}
	for _, level := range []string{"memref", "tensor"} {
		same := 0
		for seed := int64(1); seed <= int64(n); seed++ {
			var src string
			if level == "memref" {
				src = progen.Generate(seed, progen.Options{}).Text()
			} else {
				src = progen.GenerateTensor(seed, progen.Options{}).Text()
			}
			want, got := runBoth(t, mlirOpt, []byte(src), args)
			if want == got {
				same++
				continue
			}
			if isModule(want) && !isModule(got) {
				t.Errorf("%s program %d: mlir-opt succeeds, memopt fails:\n%s", level, seed, got)
			}
		}
		t.Logf("%s programs: %d of %d identical", level, same, n)
	}
}

// isModule reports whether a tool's output holds a printed module.
func isModule(out string) bool { return strings.Contains(out, "module {") }
