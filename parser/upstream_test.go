package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// TestUpstreamConformance measures memopt against MLIR's own round-trip
// test files (mlir/test/Dialect/<X>/ops.mlir, roundtrip.mlir, ...,
// mlir/test/IR/*.mlir), which are not part of this repository: set
// MEMOPT_UPSTREAM_DIR to a directory holding them (any layout; every
// *.mlir below it is read; testdata/upstream/run.sh does it). Each file is
// split at `// -----`; for every case mlir-opt 22 accepts
// (--allow-unregistered-dialect, no passes), memopt must parse and verify
// it and print exactly mlir-opt's text. The test writes a Markdown report
// (counts per file, every failing case with its reason) to
// MEMOPT_UPSTREAM_REPORT when set; the report also lists the cases
// mlir-opt rejects that memopt accepts (a verifier gap when the case is
// an expected-error case, syntax outside LLVM 22 otherwise). It fails when a case that mlir-opt
// accepts fails in memopt, unless MEMOPT_UPSTREAM_REPORT is set (then it
// only reports).
func TestUpstreamConformance(t *testing.T) {
	dir := os.Getenv("MEMOPT_UPSTREAM_DIR")
	if dir == "" {
		t.Skip("MEMOPT_UPSTREAM_DIR is not set (see testdata/upstream/run.sh)")
	}
	tool := llvmtools.Require(t, "mlir-opt")[0]
	var files []string
	require.NoError(t, filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(path, ".mlir") {
			files = append(files, path)
		}
		return err
	}))
	sort.Strings(files)
	require.NotEmpty(t, files, "no .mlir files under %s", dir)

	var table, failures, lenient strings.Builder
	var tot upstreamCounts
	table.WriteString("| file | cases | accepted by mlir-opt | parsed by memopt | printed identically | same after mlir-opt | read from generic form | generic form printed identically |\n")
	table.WriteString("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f)
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		c, fails, accepts := upstreamFile(t, tool, rel, string(src))
		tot.add(c)
		fmt.Fprintf(&table, "| %s | %d | %d | %d | %d | %d | %d | %d |\n", rel, c.cases, c.accepted, c.parsed, c.identical, c.equivalent, c.fromGeneric, c.genericIdentical)
		if len(fails) > 0 {
			fmt.Fprintf(&failures, "\n### %s\n\n", rel)
			for _, fl := range fails {
				fmt.Fprintf(&failures, "- %s\n", fl)
			}
		}
		if len(accepts) > 0 {
			fmt.Fprintf(&lenient, "\n### %s\n\n", rel)
			for _, a := range accepts {
				fmt.Fprintf(&lenient, "- %s\n", a)
			}
		}
	}
	fmt.Fprintf(&table, "| **total** | %d | %d | %d | %d | %d | %d | %d |\n", tot.cases, tot.accepted, tot.parsed, tot.identical, tot.equivalent, tot.fromGeneric, tot.genericIdentical)
	report := table.String() + "\n## Cases that still fail\n" + failures.String() +
		"\n## Cases mlir-opt rejects that memopt accepts\n" + lenient.String()
	t.Logf("upstream conformance:\n%s", table.String())
	if out := os.Getenv("MEMOPT_UPSTREAM_REPORT"); out != "" {
		require.NoError(t, os.WriteFile(out, []byte(report), 0o644))
		return
	}
	if tot.identical != tot.accepted {
		t.Errorf("%d of %d cases mlir-opt accepts are not printed identically by memopt:%s", tot.accepted-tot.identical, tot.accepted, failures.String())
	}
}

// upstreamCounts counts the cases of a file: all of them, those mlir-opt
// accepts, those memopt parses and verifies, prints as mlir-opt does, and
// whose text mlir-opt prints back as its own; fromGeneric counts the
// accepted cases that memopt reads from mlir-opt's generic form
// (--mlir-print-op-generic) and prints as mlir-opt prints that form, and
// genericIdentical those whose generic form memopt prints as mlir-opt
// does (the upstream files' RUN lines check both forms).
type upstreamCounts struct {
	cases, accepted, parsed, identical, equivalent int
	fromGeneric, genericIdentical                  int
}

func (c *upstreamCounts) add(o upstreamCounts) {
	c.cases += o.cases
	c.accepted += o.accepted
	c.parsed += o.parsed
	c.identical += o.identical
	c.equivalent += o.equivalent
	c.fromGeneric += o.fromGeneric
	c.genericIdentical += o.genericIdentical
}

// splitCases splits a test file at its `// -----` lines and returns each
// case with the line it starts on.
func splitCases(src string) (cases []string, lines []int) {
	ls := strings.Split(src, "\n")
	start := 0
	flush := func(end int) {
		cases = append(cases, strings.Join(ls[start:end], "\n"))
		lines = append(lines, start+1)
	}
	for i, l := range ls {
		if strings.HasPrefix(strings.TrimSpace(l), splitMarker) && strings.Trim(strings.TrimSpace(l), "/- ") == "" {
			flush(i)
			start = i + 1
		}
	}
	flush(len(ls))
	return cases, lines
}

// upstreamFile checks the cases of one file and returns its counts, a
// line per failing case and a line per case mlir-opt rejects but memopt
// accepts.
func upstreamFile(t *testing.T, tool, name, src string) (upstreamCounts, []string, []string) {
	cases, lines := splitCases(src)
	want := runSplit(t, tool, cases)
	var c upstreamCounts
	c.cases = len(cases)
	ours := make([]string, len(cases))
	reasons := make([]string, len(cases))
	var accepts []string
	for i, cs := range cases {
		m, err := Parse(name, []byte(cs), WithLineOffset(lines[i]-1))
		if err == nil {
			err = ir.Verify(m.Op)
		}
		if want[i] == "" {
			if err == nil {
				kind := "syntax mlir-opt 22 does not read"
				if strings.Contains(cs, "expected-error") {
					kind = "an expected-error case"
				}
				accepts = append(accepts, fmt.Sprintf("line %d: %s", lines[i], kind))
			}
			continue
		}
		c.accepted++
		if err != nil {
			reasons[i] = "memopt rejects it: " + firstLine(err.Error())
			continue
		}
		c.parsed++
		ours[i] = strings.TrimSpace(printModule(t, m, ir.PrintOptions{}))
		if ours[i] == want[i] {
			c.identical++
		} else {
			reasons[i] = "prints differently: " + firstDiff(want[i], ours[i])
		}
	}
	// Is memopt's text at least the same IR (mlir-opt prints it back the
	// same)?
	again := runSplit(t, tool, ours)
	// The generic form: memopt reads mlir-opt's and prints the case as
	// mlir-opt does, and prints the generic form as mlir-opt does.
	gens := runSplit(t, tool, cases, "--mlir-print-op-generic")
	// What mlir-opt prints for its generic form (the case's text, except
	// where reading it back merges what it printed apart: two maps that
	// print alike).
	fromGens := runSplit(t, tool, gens)
	var fails []string
	for i := range cases {
		if want[i] == "" {
			continue
		}
		if gens[i] != "" {
			reason := ""
			gm, err := Parse(name+" (generic form)", []byte(gens[i]))
			if err == nil {
				err = ir.Verify(gm.Op)
			}
			if err != nil {
				reason = "memopt rejects its generic form: " + firstLine(err.Error())
			} else if got := strings.TrimSpace(printModule(t, gm, ir.PrintOptions{})); got != fromGens[i] {
				reason = "read from its generic form, prints differently: " + firstDiff(fromGens[i], got)
			} else {
				c.fromGeneric++
			}
			if ours[i] != "" {
				if got := strings.TrimSpace(printModule(t, mustParse(t, name, cases[i], lines[i]), ir.PrintOptions{Generic: true})); got == gens[i] {
					c.genericIdentical++
				} else if reason == "" {
					reason = "generic form printed differently: " + firstDiff(gens[i], got)
				}
			}
			if reason != "" {
				if reasons[i] != "" {
					reasons[i] += "; "
				}
				reasons[i] += reason
			}
		}
		// Identical text is the same IR even where mlir-opt does not
		// print its own output back the same (two maps that print
		// alike are one map when read again).
		if ours[i] != "" && (ours[i] == want[i] || again[i] == want[i]) {
			c.equivalent++
		} else if ours[i] != "" && again[i] == "" {
			reasons[i] += " (mlir-opt rejects memopt's output)"
		}
		if reasons[i] != "" {
			fails = append(fails, fmt.Sprintf("line %d: %s", lines[i], reasons[i]))
		}
	}
	return c, fails, accepts
}

// mustParse parses a case memopt already parsed once.
func mustParse(t *testing.T, name, src string, line int) *ir.Module {
	t.Helper()
	m, err := Parse(name, []byte(src), WithLineOffset(line-1))
	require.NoError(t, err)
	return m
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return strings.ReplaceAll(s, "|", "\\|")
}

// firstDiff describes the first line where got differs from want.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("mlir-opt `%s`, memopt `%s`", clip(strings.TrimSpace(wl)), clip(strings.TrimSpace(gl)))
		}
	}
	return "(no difference)"
}

func clip(s string) string {
	s = strings.ReplaceAll(s, "`", "'")
	s = strings.ReplaceAll(s, "|", "\\|")
	if len(s) > 160 {
		s = s[:160] + "..."
	}
	return s
}
