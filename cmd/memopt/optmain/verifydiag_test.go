package optmain

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

func TestSplitInput(t *testing.T) {
	src := []byte("a\nb\n// -----\nc\n\n// -----\nd")
	ch := splitInput(src, defaultSplitMarker)
	require.Len(t, ch, 3)
	require.Equal(t, "a\nb\n", string(ch[0].text))
	require.Equal(t, 0, ch[0].lineOffset)
	require.Equal(t, "\nc\n\n", string(ch[1].text))
	require.Equal(t, 2, ch[1].lineOffset) // local line 2 ("c") is file line 4
	require.Equal(t, "\nd", string(ch[2].text))
	require.Equal(t, 5, ch[2].lineOffset)
	require.Len(t, splitInput([]byte("x"), defaultSplitMarker), 1)
	require.Equal(t, "A\n// -----\n// -----\nC\n", joinOutputs([]string{"A\n", "", "C\n"}, defaultSplitMarker))
}

func TestParseExpected(t *testing.T) {
	text := `op1
// expected-error @+1 {{plus one}}
op3
// expected-warning @-2 {{minus two}}
// expected-remark @above {{above}}
// expected-note @below {{below one}}
// expected-note@below{{below two}}
op8 // expected-error {{same line}}
// expected-error-re @unknown {{re {{[0-9]+}} x}}
// expected-error @below {{dangling}}`
	exp, errs := parseExpected("f.mlir", chunk{text: []byte(text), lineOffset: 10})
	require.Empty(t, errs)
	type got struct {
		sev  ir.Severity
		line int
		sub  string
		col  int
	}
	var gs []got
	for _, e := range exp {
		gs = append(gs, got{e.sev, e.line, e.substring, e.pos.Col})
	}
	require.Equal(t, []got{
		{ir.SeverityError, 13, "plus one", 4},
		{ir.SeverityWarning, 12, "minus two", 4},
		{ir.SeverityRemark, 13, "above", 4},
		// op8's line is itself an expected-* line, and so are the ones
		// after it: @below dangles to the last line, as in mlir-opt.
		{ir.SeverityNote, 20, "below one", 4},
		{ir.SeverityNote, 20, "below two", 4},
		{ir.SeverityError, 18, "same line", 8},
		{ir.SeverityError, 0, "re {{[0-9]+}} x", 4},
		{ir.SeverityError, 20, "dangling", 4},
	}, gs)
	require.True(t, exp[6].unknown)
	require.True(t, exp[6].matches("a re 42 x b"))
	require.False(t, exp[6].matches("re x x"))
	require.True(t, exp[0].matches("has plus one in it"))

	exp, _ = parseExpected("f.mlir", chunk{text: []byte("// expected-error @below {{b}}\n// expected-note @below {{c}}\nop\nop2")})
	require.Equal(t, 3, exp[0].line)
	require.Equal(t, 3, exp[1].line)

	_, errs = parseExpected("f.mlir", chunk{text: []byte("// expected-error-re {{a{{(}}}}")})
	require.Len(t, errs, 1)
	require.Contains(t, errs[0].Message, "invalid regex")
}

func TestDiagVerifier(t *testing.T) {
	text := "line1\n// expected-error @+1 {{boom}}\nline3\n// expected-warning {{never}}\nline5 // expected-error {{kind}}\n"
	src := newSource("f.mlir", []byte(text))
	v := newDiagVerifier(src, chunk{text: []byte(text)}, false)
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 3, Col: 2}, Severity: ir.SeverityError, Message: "it went boom"})
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 1, Col: 1}, Severity: ir.SeverityRemark, Message: "surprise",
		Notes: []*ir.Diagnostic{{Pos: ir.Pos{File: "f.mlir", Line: 3, Col: 1}, Severity: ir.SeverityNote, Message: "a note"}}})
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 5, Col: 1}, Severity: ir.SeverityWarning, Message: "wrong kind"})
	report, ok := v.finish()
	require.False(t, ok)
	require.Equal(t, `f.mlir:1:1: error: unexpected remark: surprise
line1
^
f.mlir:3:1: error: unexpected note: a note
line3
^
f.mlir:5:10: error: 'warning' diagnostic emitted when expecting a 'error'
line5 // expected-error {{kind}}
         ^
f.mlir:4:4: error: expected warning "never" was not produced
// expected-warning {{never}}
   ^~~~~
f.mlir:5:10: error: expected error "kind" was not produced
line5 // expected-error {{kind}}
         ^~~~
`, report)

	// Everything expected and produced: success, empty report.
	v = newDiagVerifier(src, chunk{text: []byte("x // expected-remark {{hi}}\n// expected-error @unknown {{nowhere}}")}, false)
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 1, Col: 1}, Severity: ir.SeverityRemark, Message: "hi there"})
	v.handle(&ir.Diagnostic{Severity: ir.SeverityError, Message: "from nowhere"})
	report, ok = v.finish()
	require.True(t, ok)
	require.Empty(t, report)

	// only-expected ignores unexpected diagnostics.
	v = newDiagVerifier(src, chunk{text: []byte("x // expected-remark {{hi}}")}, true)
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 1, Col: 1}, Severity: ir.SeverityRemark, Message: "hi"})
	v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 1, Col: 1}, Severity: ir.SeverityError, Message: "other"})
	_, ok = v.finish()
	require.True(t, ok)
}

func TestRenderDiagnostic(t *testing.T) {
	src := newSource("f.mlir", []byte("\tab\n  %x = foo\n"))
	d := &ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 2, Col: 3}, Severity: ir.SeverityError, Message: "bad"}
	d.AddNote(ir.Pos{File: "f.mlir", Line: 1, Col: 2}, "see here")
	require.Equal(t, "f.mlir:2:3: error: bad\n  %x = foo\n  ^\nf.mlir:1:2: note: see here\n\tab\n\t^\n", src.render(d))
	require.Equal(t, "<unknown>:0: error: lost\n", src.render(&ir.Diagnostic{Message: "lost"}))
	require.Equal(t, "g.mlir:9:1: warning: elsewhere\n", src.render(&ir.Diagnostic{Pos: ir.Pos{File: "g.mlir", Line: 9, Col: 1}, Severity: ir.SeverityWarning, Message: "elsewhere"}))
}

func TestParseArgs(t *testing.T) {
	c, err := parseArgs("memopt", []string{"--strip-debuginfo", "-print-op-stats=json", "in.mlir", "-o", "out.mlir", "--verify-each=false", "--mlir-print-ir-after=strip-debuginfo,print-op-stats", "--split-input-file", "--allow-unregistered-dialect"})
	require.NoError(t, err)
	require.Equal(t, "in.mlir", c.input)
	require.Equal(t, "out.mlir", c.output)
	require.False(t, c.verifyEach)
	require.True(t, c.split)
	require.Equal(t, map[string]bool{"strip-debuginfo": true, "print-op-stats": true}, c.printAfter)
	require.Len(t, c.passFlags, 2)
	require.Equal(t, "json", c.passFlags[1].opts)
	pl, err := buildPipeline(c)
	require.NoError(t, err)
	require.Equal(t, "builtin.module(strip-debuginfo,print-op-stats{json=true})", pl.String())

	c, err = parseArgs("memopt", nil)
	require.NoError(t, err)
	require.Equal(t, "-", c.input)
	require.True(t, c.verifyEach)

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--nosuch"}, "Unknown command line argument '--nosuch'"},
		{[]string{"--strip-debugnfo"}, "Did you mean '--strip-debuginfo'?"},
		{[]string{"a", "b"}, "Too many positional arguments"},
		{[]string{"-o"}, "requires a value"},
		{[]string{"--verify-each=maybe"}, "not a value of the boolean option"},
		{[]string{"--strip-debuginfo", "--pass-pipeline=builtin.module()"}, "can't be used with individual pass options"},
	} {
		_, err := parseArgs("memopt", tc.args)
		require.ErrorContains(t, err, tc.want, tc.args)
	}
	c, err = parseArgs("memopt", []string{"--print-op-stats=jsn"})
	require.NoError(t, err)
	_, err = buildPipeline(c)
	require.EqualError(t, err, "<--print-op-stats>:1:1: error: no such option 'jsn' for pass 'print-op-stats' (options: json)\njsn\n^")
}

func TestSafelyTurnsPanicsIntoDiagnostics(t *testing.T) {
	err := safely("printer", func() error { panic("boom") })
	var d *ir.Diagnostic
	require.ErrorAs(t, err, &d)
	require.Equal(t, "error: internal error: the printer panicked: boom", d.Error())
	require.NoError(t, safely("x", func() error { return nil }))
}

// FuzzParseExpected: any text gives expectations on valid lines or
// diagnostics for bad regexes; never a panic.
func FuzzParseExpected(f *testing.F) {
	f.Add("// expected-error @+1 {{x}}\nop\n// expected-note-re @below {{a{{.*}}b}}\n")
	f.Add("// expected-warning @-9 {{}}\n// expected-remark@above{{{{(}}}}")
	f.Fuzz(func(t *testing.T, text string) {
		exp, errs := parseExpected("f.mlir", chunk{text: []byte(text), lineOffset: 3})
		for _, e := range exp {
			if e.pos.Line < 4 {
				t.Fatalf("expectation written before the chunk: %+v", e)
			}
		}
		for _, d := range errs {
			require.Equal(t, ir.SeverityError, d.Severity)
		}
		v := newDiagVerifier(newSource("f.mlir", []byte(text)), chunk{text: []byte(text), lineOffset: 3}, false)
		v.handle(&ir.Diagnostic{Pos: ir.Pos{File: "f.mlir", Line: 4, Col: 1}, Message: text})
		v.finish()
	})
}
