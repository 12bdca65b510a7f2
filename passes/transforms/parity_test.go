package transforms_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// Parity with mlir-opt 22: each case of the canonicalize test files runs
// through `--canonicalize` (and the pipelines below) in memopt and in
// mlir-opt; the outputs must be byte-identical, except for the cases
// listed in knownDifferences with their reason.

// parityFlags are the pass flag sets compared on every case.
var parityFlags = [][]string{
	{"--canonicalize"},
	{"--canonicalize=top-down=false"},
	{"--cse"},
	{"--canonicalize", "--cse"},
	{"--symbol-dce"},
}

// knownDifferences lists the cases (file#case flags) whose output differs
// from mlir-opt's, with why. Empty: every case compared is identical.
var knownDifferences = map[string]string{}

// runBoth returns mlir-opt's and memopt's outputs (stdout then stderr) on
// src with args.
func runBoth(t *testing.T, mlirOpt string, src []byte, args []string) (want, got string) {
	t.Helper()
	return runMlirOpt(mlirOpt, src, args), runMemopt(src, args)
}

// runMlirOpt returns mlir-opt's output (stdout then stderr) on src.
func runMlirOpt(mlirOpt string, src []byte, args []string) string {
	cmd := exec.Command(mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var mo, me bytes.Buffer
	cmd.Stdout, cmd.Stderr = &mo, &me
	_ = cmd.Run()
	return mo.String() + strings.ReplaceAll(me.String(), "<stdin>", "-")
}

// runMemopt returns memopt's output (stdout then stderr) on src.
func runMemopt(src []byte, args []string) string {
	var oo, oe bytes.Buffer
	optmain.Run(append(args, "-"), bytes.NewReader(src), &oo, &oe)
	return oo.String() + oe.String()
}

func TestCanonicalizeParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files, err := filepath.Glob("../../testdata/canonicalize/*.mlir")
	require.NoError(t, err)
	cse, err := filepath.Glob("../../testdata/cse/*.mlir")
	require.NoError(t, err)
	files = append(files, cse...)
	sdce, err := filepath.Glob("../../testdata/symbol-dce/*.mlir")
	require.NoError(t, err)
	files = append(files, sdce...)
	require.NotEmpty(t, files)
	same, total := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, flags := range parityFlags {
			key := filepath.Base(f) + " " + strings.Join(flags, " ")
			want, got := runBoth(t, mlirOpt, src, append([]string{"--split-input-file", "--allow-unregistered-dialect"}, flags...))
			total++
			if reason, ok := knownDifferences[key]; ok {
				require.NotEqual(t, want, got, "%s is listed as different (%s) but is identical now", key, reason)
				continue
			}
			if !isModule(want) {
				t.Errorf("%s: mlir-opt printed no module:\n%s", key, want)
				continue
			}
			if want == got {
				same++
				continue
			}
			t.Errorf("%s differs from mlir-opt 22\n--- mlir-opt\n%s\n--- memopt\n%s", key, want, got)
		}
	}
	t.Logf("canonicalize parity: %d of %d identical", same, total)
}
