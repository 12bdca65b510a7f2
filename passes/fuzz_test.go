package passes

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParsePipeline: any text either parses to a pipeline that prints back
// to text parsing to the same pipeline, or gives a *SyntaxError inside the
// text; never a panic.
func FuzzParsePipeline(f *testing.F) {
	for _, s := range []string{
		"builtin.module(func.func(test-func-a{n=128 mode=size-first flag}),test-module)",
		"builtin.module(test-func-a{mode='size-first' n={7}})",
		"any(test-any)", "builtin.module(", "x(y{", "a(b{c='}))", "builtin.module(print-op-stats{json=true})",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pl, err := ParsePipeline(text)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("%q: error %v is not a SyntaxError", text, err)
			}
			if se.Offset < 0 || se.Offset > len(text) {
				t.Fatalf("%q: offset %d outside the text", text, se.Offset)
			}
			return
		}
		again, err := ParsePipeline(pl.String())
		if err != nil {
			t.Fatalf("%q printed as %q which does not parse: %v", text, pl.String(), err)
		}
		if again.String() != pl.String() {
			t.Fatalf("%q: %q reparsed as %q", text, pl.String(), again.String())
		}
		if strings.Count(pl.String(), "(") != strings.Count(pl.String(), ")") {
			t.Fatalf("unbalanced print %q", pl.String())
		}
	})
}
