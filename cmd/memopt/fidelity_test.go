package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// fidelityCorpora are the directories under testdata whose files `memopt X`
// must print byte for byte as `mlir-opt X` (LLVM 22) prints them.
var fidelityCorpora = []string{"roundtrip", "bufferized", "exec", "programs", "networks", "examples"}

// realPrograms are the corpora of whole programs (integration-test style
// programs and models exported as ML front ends export them).
var realPrograms = []string{"programs", "networks", "examples"}

const regenHint = "run testdata/fidelity/regen.sh (needs mlir-opt 22) and commit testdata/fidelity"

// TestPrintsLikeMlirOpt: for every corpus file X, `memopt X` is
// byte-identical to `mlir-opt X`, kept in testdata/fidelity/<corpus>/X so
// the test runs without LLVM. When mlir-opt is installed the kept outputs
// are checked against it too, so they cannot go stale.
func TestPrintsLikeMlirOpt(t *testing.T) {
	mlirOpt, haveTool := llvmtools.Find("mlir-opt")
	if !haveTool && llvmtools.Required() {
		llvmtools.Require(t, "mlir-opt")
	}
	type item struct{ corpus, src, want string }
	var items []item
	for _, c := range fidelityCorpora {
		files, err := filepath.Glob(filepath.Join("..", "..", "testdata", c, "*.mlir"))
		require.NoError(t, err)
		require.NotEmpty(t, files, c)
		for _, f := range files {
			items = append(items, item{c, f, filepath.Join("..", "..", "testdata", "fidelity", c, filepath.Base(f))})
		}
	}

	// mlir-opt's output of each file, two processes at a time.
	live := make([]string, len(items))
	liveErr := make([]string, len(items))
	if haveTool {
		var wg sync.WaitGroup
		sem := make(chan struct{}, 2)
		for i := range items {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				var stdout, stderr bytes.Buffer
				cmd := exec.Command(mlirOpt, "--allow-unregistered-dialect", items[i].src)
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				if err := cmd.Run(); err != nil {
					liveErr[i] = err.Error() + ": " + stderr.String()
				}
				live[i] = stdout.String()
			}(i)
		}
		wg.Wait()
	}

	identical := map[string]int{}
	total := map[string]int{}
	for i, it := range items {
		total[it.corpus]++
		t.Run(it.corpus+"/"+filepath.Base(it.src), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := tool.Run([]string{it.src}, strings.NewReader(""), &stdout, &stderr)
			require.Equal(t, 0, code, stderr.String())
			got := stdout.String()
			want, err := os.ReadFile(it.want)
			if os.IsNotExist(err) {
				if haveTool && liveErr[i] == "" {
					requireSameText(t, live[i], got)
				}
				t.Fatalf("no expected output %s: %s", it.want, regenHint)
			}
			require.NoError(t, err)
			if haveTool {
				require.Empty(t, liveErr[i], "mlir-opt rejects %s", it.src)
				if live[i] != string(want) {
					t.Fatalf("%s is stale (mlir-opt prints something else): %s", it.want, regenHint)
				}
			}
			requireSameText(t, string(want), got)
			identical[it.corpus]++
		})
	}
	programs := 0
	for _, c := range fidelityCorpora {
		t.Logf("%s: %d/%d files byte-identical to mlir-opt", c, identical[c], total[c])
	}
	for _, c := range realPrograms {
		programs += total[c]
	}
	require.GreaterOrEqual(t, programs, 20, "at least 20 real programs beside the round-trip, bufferized and exec corpora")
}

// TestPrintsLikeMlirOptWithFlags: with the printing flags too, memopt
// prints every corpus file as mlir-opt 22 does: --mlir-print-debuginfo
// (locations, their deferred #loc aliases and their numbering) and
// --mlir-elide-elementsattrs-if-larger (dense and sparse elements past the
// limit as dense_resource<__elided__>; the generic form is compared in
// testdata/cli/elide-elementsattrs.mlir). Checked live only (needs
// mlir-opt).
func TestPrintsLikeMlirOptWithFlags(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	var files []string
	for _, c := range fidelityCorpora {
		fs, err := filepath.Glob(filepath.Join("..", "..", "testdata", c, "*.mlir"))
		require.NoError(t, err)
		files = append(files, fs...)
	}
	for _, flags := range [][]string{
		{"--mlir-print-debuginfo"},
		{"--mlir-elide-elementsattrs-if-larger=4"},
		{"--mlir-elide-elementsattrs-if-larger=0"},
	} {
		want := make([]string, len(files))
		var wg sync.WaitGroup
		sem := make(chan struct{}, 2)
		for i, f := range files {
			wg.Add(1)
			go func(i int, f string) {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				out, err := exec.Command(mlirOpt, append([]string{"--allow-unregistered-dialect", f}, flags...)...).Output()
				if err == nil {
					want[i] = string(out)
				}
			}(i, f)
		}
		wg.Wait()
		elided := 0
		for i, f := range files {
			elided += strings.Count(want[i], "dense_resource<__elided__>")
			t.Run(strings.Join(flags, " ")+"/"+filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
				require.NotEmpty(t, want[i], "mlir-opt rejects %s", f)
				var stdout, stderr bytes.Buffer
				code := tool.Run(append([]string{f}, flags...), strings.NewReader(""), &stdout, &stderr)
				require.Equal(t, 0, code, stderr.String())
				requireSameText(t, want[i], stdout.String())
			})
		}
		if strings.HasPrefix(flags[0], "--mlir-elide") {
			require.Positive(t, elided, "no corpus file has elements to elide")
			t.Logf("%v: %d elided attributes", flags, elided)
		}
	}
}
