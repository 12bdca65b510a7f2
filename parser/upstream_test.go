package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
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
// an expected-error case, syntax outside LLVM 22 otherwise). A case
// mlir-opt rejects that is not an expected-error case (most often a
// whole file that uses one op LLVM 22 no longer has) is split into its
// top-level ops (splitTopLevel), and every piece is measured the same
// way, with its own counts (the "pieces" rows). It fails when a case or
// piece that mlir-opt accepts fails in memopt, unless
// MEMOPT_UPSTREAM_REPORT is set (then it only reports).
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
	var tot, totPieces upstreamCounts
	table.WriteString("| file | cases | accepted by mlir-opt | parsed by memopt | printed identically | same after mlir-opt | read from generic form | generic form printed identically |\n")
	table.WriteString("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f)
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		c, pc, fails, accepts := upstreamFile(t, tool, rel, string(src))
		tot.add(c)
		totPieces.add(pc)
		c.row(&table, rel)
		if pc.cases > 0 {
			pc.row(&table, rel+" (pieces of rejected cases)")
		}
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
	tot.row(&table, "**total** (cases)")
	totPieces.row(&table, "**total** (pieces of rejected cases)")
	report := table.String() + "\n## Cases that still fail\n" + failures.String() +
		"\n## Cases mlir-opt rejects that memopt accepts\n" + lenient.String()
	t.Logf("upstream conformance:\n%s", table.String())
	if out := os.Getenv("MEMOPT_UPSTREAM_REPORT"); out != "" {
		require.NoError(t, os.WriteFile(out, []byte(report), 0o644))
		return
	}
	if tot.identical != tot.accepted || totPieces.identical != totPieces.accepted {
		t.Errorf("%d of %d cases and %d of %d pieces mlir-opt accepts are not printed identically by memopt:%s",
			tot.accepted-tot.identical, tot.accepted, totPieces.accepted-totPieces.identical, totPieces.accepted, failures.String())
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

// row writes c as a row of the report's table.
func (c upstreamCounts) row(w *strings.Builder, name string) {
	fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %d | %d | %d |\n", name, c.cases, c.accepted, c.parsed, c.identical, c.equivalent, c.fromGeneric, c.genericIdentical)
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

// upstreamUnit is one thing measured: a case of a file or a piece of a
// rejected case. line is the file line reported for it; offset is the
// number of file lines before the first line of text.
type upstreamUnit struct {
	text         string
	line, offset int
}

// upstreamFile checks the cases of one file, then the pieces of the cases
// mlir-opt rejects (but for expected-error cases), and returns the counts
// of both, a line per failing case or piece and a line per case or piece
// mlir-opt rejects but memopt accepts.
func upstreamFile(t *testing.T, tool, name, src string) (cases, pieces upstreamCounts, fails, accepts []string) {
	texts, lines := splitCases(src)
	units := make([]upstreamUnit, len(texts))
	for i, tx := range texts {
		units[i] = upstreamUnit{text: tx, line: lines[i], offset: lines[i] - 1}
	}
	cases, want, fails, accepts := measureUnits(t, tool, name, units, "line %d")
	var split []upstreamUnit
	for i, u := range units {
		if want[i] != "" || strings.Contains(u.text, "expected-error") {
			continue
		}
		ps := splitTopLevel(u.text)
		if len(ps) < 2 {
			continue
		}
		for _, p := range ps {
			split = append(split, upstreamUnit{text: p.text, line: u.line + p.line - 1, offset: u.offset})
		}
	}
	if len(split) > 0 {
		var pf, pa []string
		pieces, _, pf, pa = measureUnits(t, tool, name, split, "piece at line %d")
		fails = append(fails, pf...)
		accepts = append(accepts, pa...)
	}
	return cases, pieces, fails, accepts
}

// measureUnits checks units (cases or pieces) and returns their counts,
// what mlir-opt prints for each ("" where it rejects it), a line per
// failing unit and a line per unit mlir-opt rejects but memopt accepts;
// where formats a unit's line for those.
func measureUnits(t *testing.T, tool, name string, units []upstreamUnit, where string) (upstreamCounts, []string, []string, []string) {
	cases := make([]string, len(units))
	for i, u := range units {
		cases[i] = u.text
	}
	want := runSplit(t, tool, cases)
	var c upstreamCounts
	c.cases = len(cases)
	ours := make([]string, len(cases))
	reasons := make([]string, len(cases))
	var accepts []string
	for i, cs := range cases {
		m, err := Parse(name, []byte(cs), WithLineOffset(units[i].offset))
		if err == nil {
			err = ir.Verify(m.Op)
		}
		if want[i] == "" {
			if err == nil {
				kind := "syntax mlir-opt 22 does not read"
				if strings.Contains(cs, "expected-error") {
					kind = "an expected-error case"
				}
				accepts = append(accepts, fmt.Sprintf(where+": %s", units[i].line, kind))
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
				if got := strings.TrimSpace(printModule(t, mustParse(t, name, cases[i], units[i].offset), ir.PrintOptions{Generic: true})); got == gens[i] {
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
			fails = append(fails, fmt.Sprintf(where+": %s", units[i].line, reasons[i]))
		}
	}
	return c, want, fails, accepts
}

// topPiece is one top-level op of a case (see splitTopLevel): the case's
// text with the lines of the other top-level ops blanked, and the line of
// the case the op starts on.
type topPiece struct {
	text string
	line int
}

// splitTopLevel splits a case into its top-level ops (func.func,
// memref.global, module, a generic op, ...), one piece per op. Each piece
// is the whole case with the lines of the other ops left empty, so its
// line numbers are the case's; the top-level attribute and type alias
// definitions (#map = ..., !t = ...) and {-# ... #-} resources are kept
// in every piece. A top-level op starts on a line outside any bracket
// whose first word is an op name with a dialect prefix, `module`, a
// quoted generic op name or a result (%x = ...); the lines up to the
// next one belong to it. Fewer than two ops give no pieces.
func splitTopLevel(src string) []topPiece {
	lines := strings.Split(src, "\n")
	// owner[i]: the op (index into starts) line i belongs to, -1 for a
	// line kept in every piece, -2 for one left out of all.
	owner := make([]int, len(lines))
	var starts []int
	depth, cur := 0, -2
	for i, l := range lines {
		if depth == 0 {
			switch kind := topLevelKind(strings.TrimSpace(l)); kind {
			case topOp:
				starts = append(starts, i)
				cur = len(starts) - 1
			case topAlias:
				cur = -1
			case topBlank:
				owner[i] = -2
				continue
			}
		}
		owner[i] = cur
		depth = bracketDepth(l, depth)
	}
	if len(starts) < 2 {
		return nil
	}
	pieces := make([]topPiece, len(starts))
	for k, st := range starts {
		kept := make([]string, len(lines))
		for i, l := range lines {
			if owner[i] == k || owner[i] == -1 {
				kept[i] = l
			}
		}
		pieces[k] = topPiece{text: strings.Join(kept, "\n"), line: st + 1}
	}
	return pieces
}

// Kinds of a line that starts outside any bracket (splitTopLevel).
const (
	topContinued = iota // continues the current op or alias
	topOp               // starts a top-level op
	topAlias            // starts an alias definition or a resource
	topBlank            // empty or a comment
)

var (
	topOpStart    = regexp.MustCompile(`^(%|"|[A-Za-z_][\w$]*\.[\w$.]+|module\b)`)
	topAliasStart = regexp.MustCompile(`^([#!][\w$.-]+\s*=|\{-#)`)
)

func topLevelKind(l string) int {
	switch {
	case l == "" || strings.HasPrefix(l, "//"):
		return topBlank
	case topAliasStart.MatchString(l):
		return topAlias
	case topOpStart.MatchString(l):
		return topOp
	}
	return topContinued
}

// bracketDepth returns the nesting of (), [] and {} after line l, starting
// at depth d; strings and comments are skipped.
func bracketDepth(l string, d int) int {
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case '"':
			for i++; i < len(l) && l[i] != '"'; i++ {
				if l[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(l) && l[i+1] == '/' {
				return d
			}
		case '(', '[', '{':
			d++
		case ')', ']', '}':
			d--
		}
	}
	return d
}

// mustParse parses and verifies a case memopt already parsed once (offset: the file
// lines before the case).
func mustParse(t *testing.T, name, src string, offset int) *ir.Module {
	t.Helper()
	m, err := Parse(name, []byte(src), WithLineOffset(offset))
	require.NoError(t, err)
	// As memopt and mlir-opt do before printing (verifying memoizes the
	// maps of some linalg ops, which the generic form shows).
	require.NoError(t, ir.Verify(m.Op))
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

func TestSplitTopLevel(t *testing.T) {
	src := `// RUN: mlir-opt %s
#map = affine_map<(d0) -> (d0 + 1)>
#trait = {
  indexing_maps = [#map]
}

// CHECK-LABEL: func @f
func.func @f(%a: index)
    -> index
{
  %s = "test.op"() {s = "}//{"} : () -> index
  return %a : index
}
memref.global "private" @g : memref<2xf32> = dense<0.0>
"test.top"() ({
}) : () -> ()`
	ps := splitTopLevel(src)
	require.Len(t, ps, 3)
	require.Equal(t, 8, ps[0].line)
	require.Equal(t, 14, ps[1].line)
	require.Equal(t, 15, ps[2].line)
	for _, p := range ps {
		// Every piece keeps the case's lines where they were.
		require.Equal(t, strings.Count(src, "\n"), strings.Count(p.text, "\n"))
		require.Contains(t, p.text, "#map = affine_map")
		require.Contains(t, p.text, "  indexing_maps = [#map]\n}")
		require.NotContains(t, p.text, "CHECK-LABEL")
	}
	require.Contains(t, ps[0].text, "    -> index\n{\n  %s = \"test.op\"() {s = \"}//{\"} : () -> index\n  return %a : index\n}\n\n\n")
	require.NotContains(t, ps[0].text, "memref.global")
	require.Contains(t, ps[1].text, "memref.global")
	require.NotContains(t, ps[1].text, "func.func")
	require.Contains(t, ps[2].text, "\"test.top\"() ({\n}) : () -> ()")
	require.Nil(t, splitTopLevel("func.func @only() {\n  return\n}\n"))
}
