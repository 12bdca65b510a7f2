package render

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/stretchr/testify/require"
)

// randomReport returns a report with every optional field sometimes empty,
// strings with characters JSON and HTML escape (and invalid UTF-8), and
// scopes of up to a few thousand buffers.
func randomReport(rng *rand.Rand) *report.Report {
	pieces := []string{"a", "%alloc_", "memref<4x?xf32>", "é", "\u2028", "\u2029", "<", ">", "&", "\"", "\\", "\b", "\f", "\n", "\r", "\t", "\x00", "\x1f", "\x7f", "\xff", "\xe2\x80", "日本", "😀", " "}
	str := func() string {
		var sb strings.Builder
		for n := rng.IntN(6); n > 0; n-- {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return sb.String()
	}
	opt := func() string {
		if rng.IntN(2) == 0 {
			return ""
		}
		return str()
	}
	num := func() int64 {
		switch rng.IntN(4) {
		case 0:
			return 0
		case 1:
			return rng.Int64()
		case 2:
			return -rng.Int64N(1000)
		}
		return rng.Int64N(100000)
	}
	r := &report.Report{Version: report.SchemaVersion, Tool: str(), Input: opt(), Scopes: []*report.Scope{}}
	for n := rng.IntN(5); n > 0; n-- {
		s := &report.Scope{Name: str(), Kind: str(), Pass: str(), Function: opt(), Location: opt(), MemorySpace: opt(),
			Planner: str(), PlanTimeNS: num(), Alignment: num(), ArenaSize: num(), LowerBound: num(), Capacity: num(),
			BaseAddress: num(), HasAddress: rng.IntN(2) == 0, Within: opt(), Buffers: []report.Buffer{}}
		nb := rng.IntN(40)
		if rng.IntN(8) == 0 {
			nb = rng.IntN(5000)
		}
		for i := 0; i < nb; i++ {
			s.Buffers = append(s.Buffers, report.Buffer{Name: str(), Function: opt(), Kind: opt(), Type: opt(),
				Size: num(), Alignment: num(), Start: num(), End: num(), Offset: num(), Address: num(),
				Pinned: rng.IntN(2) == 0, Location: opt()})
		}
		for i := rng.IntN(3); i > 0; i-- {
			s.Skipped = append(s.Skipped, report.Skipped{Name: str(), Type: opt(), Location: opt(), Reason: str(), Detail: opt()})
		}
		for i := rng.IntN(3); i > 0; i-- {
			s.Notes = append(s.Notes, str())
		}
		r.Scopes = append(r.Scopes, s)
	}
	return r
}

// stdJSON is what encoding/json makes of r (compact, HTML escaping as
// asked), with each scope's derived ratio after its lower bound, as
// WriteJSON writes it.
func stdJSON(t *testing.T, r *report.Report, htmlSafe bool) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(htmlSafe)
	require.NoError(t, enc.Encode(r))
	out := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	// A quote inside a JSON string is escaped, so `,"lower_bound":` only
	// occurs as a member; the i-th is scope i's.
	var b []byte
	for i, s := range r.Scopes {
		k := bytes.Index(out, []byte(`,"lower_bound":`))
		require.GreaterOrEqual(t, k, 0, "scope %d", i)
		k += len(`,"lower_bound":`)
		k += len(strconv.FormatInt(s.LowerBound, 10))
		ratio := s.Ratio()
		if math.IsInf(ratio, 0) || math.IsNaN(ratio) {
			ratio = 0
		}
		b = append(b, out[:k]...)
		b = append(b, `,"ratio":`...)
		b = append(b, strconv.FormatFloat(math.Round(ratio*1e4)/1e4, 'f', -1, 64)...)
		out = out[k:]
	}
	return append(b, out...)
}

// TestJSONMatchesEncodingJSON: the hand-written writer says exactly what
// encoding/json says of random reports (byte for byte once the layout is
// compacted), in pieces of any size, and its layout does not depend on
// where the pieces end.
func TestJSONMatchesEncodingJSON(t *testing.T) {
	defer func(n int) { jsonPieceBuffers = n }(jsonPieceBuffers)
	rng := rand.New(rand.NewPCG(12, 34))
	for round := 0; round < 60; round++ {
		r := randomReport(rng)
		for _, htmlSafe := range []bool{false, true} {
			var whole []byte
			for _, piece := range []int{1 << 30, 1 + rng.IntN(50), 2048} {
				jsonPieceBuffers = piece
				var buf bytes.Buffer
				require.NoError(t, writeJSON(&buf, r, htmlSafe, round%4))
				if whole == nil {
					whole = buf.Bytes()
					var compact bytes.Buffer
					require.NoError(t, json.Compact(&compact, whole), "round %d", round)
					sameText(t, stdJSON(t, r, htmlSafe), compact.Bytes(), "round %d html %v", round, htmlSafe)
					continue
				}
				sameText(t, whole, buf.Bytes(), "round %d, pieces of %d buffers", round, piece)
			}
		}
	}
}

// sameText fails with the first difference of want and got in context
// (reports are too large to print whole).
func sameText(t *testing.T, want, got []byte, msg string, args ...any) {
	t.Helper()
	if bytes.Equal(want, got) {
		return
	}
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := max(i-60, 0)
	require.Failf(t, "texts differ", "%s: at byte %d:\nwant %q\ngot  %q", fmt.Sprintf(msg, args...), i,
		want[from:min(i+60, len(want))], got[from:min(i+60, len(got))])
}

// failingWriter fails after n bytes.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return 0, errors.New("disk full")
	}
	w.n -= len(p)
	return len(p), nil
}

// TestWritePieces: pieces come out in order whatever the threads do, and
// a write error stops the writing and is returned.
func TestWritePieces(t *testing.T) {
	gen := func(b []byte, i int) []byte { return fmt.Appendf(b, "<%d>", i) }
	var want strings.Builder
	for i := 0; i < 500; i++ {
		fmt.Fprintf(&want, "<%d>", i)
	}
	for _, threads := range []int{0, 1, 2, 8} {
		for _, n := range []int{0, 1, 2, 500} {
			var buf bytes.Buffer
			require.NoError(t, writePieces(&buf, threads, n, gen))
			var w strings.Builder
			for i := 0; i < n; i++ {
				fmt.Fprintf(&w, "<%d>", i)
			}
			require.Equal(t, w.String(), buf.String())
		}
		for _, at := range []int{0, 5, 1000} {
			require.EqualError(t, writePieces(&failingWriter{at}, threads, 500, gen), "disk full")
		}
		require.NoError(t, writePieces(&failingWriter{len(want.String())}, threads, 500, gen))
	}
}

// TestOptionsThreads: every form is the same whatever the number of
// threads (memopt --mlir-disable-threading writes with one).
func TestOptionsThreads(t *testing.T) {
	defer func(n int) { jsonPieceBuffers = n }(jsonPieceBuffers)
	jsonPieceBuffers = 7
	rng := rand.New(rand.NewPCG(5, 6))
	r := randomReport(rng)
	for _, f := range []Format{Text, JSON, HTML} {
		var want bytes.Buffer
		require.NoError(t, Write(&want, r, f))
		for _, threads := range []int{1, 2, 5} {
			var got bytes.Buffer
			require.NoError(t, Options{Format: f, Threads: threads}.Write(&got, r))
			sameText(t, want.Bytes(), got.Bytes(), "format %v, %d threads", f, threads)
		}
	}
}

// TestPlainWord checks the eight-byte test against the byte table on
// every byte in every position and on random words.
func TestPlainWord(t *testing.T) {
	check := func(w [8]byte) {
		var x uint64
		for k := 7; k >= 0; k-- {
			x = x<<8 | uint64(w[k])
		}
		for _, html := range []bool{false, true} {
			table := &jsonPlain
			if html {
				table = &jsonPlainHTML
			}
			want := true
			for _, c := range w {
				want = want && table[c]
			}
			require.Equal(t, want, plainWord(x) && (!html || htmlWord(x)), "%q html %v", w[:], html)
		}
	}
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			w := [8]byte{'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}
			w[pos] = byte(c)
			check(w)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 100000; i++ {
		var w [8]byte
		for k := range w {
			w[k] = byte(0x18 + rng.IntN(0x70))
		}
		check(w)
	}
}

// TestIsCleanASCII checks the text writer's eight-byte test against the
// byte-by-byte one, every byte in every position of a 13-byte cell.
func TestIsCleanASCII(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 13; pos++ {
			cell := []byte("abcdefghijklm")
			cell[pos] = byte(c)
			require.Equal(t, c >= 0x20 && c < 0x7f, isCleanASCII(cell), "%q", cell)
		}
	}
}

// TestPlainEnd: plainEnd says what plain says of b[start:], whatever the
// bytes before start, for every length up to 20 and every kind of byte.
func TestPlainEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte("a%_0<>&\"\\\x01\x7f\xc3\xa9 ")
	for _, html := range []bool{false, true} {
		j := &jsonWriter{html: html}
		for n := 0; n <= 20; n++ {
			for k := 0; k < 300; k++ {
				b := []byte(`{"name": "`)
				for i := 0; i < n; i++ {
					b = append(b, alphabet[rng.IntN(len(alphabet))])
				}
				if k%3 == 0 {
					b = b[len(b)-n-min(rng.IntN(3), 10):] // fewer than eight bytes before the end
				}
				start := len(b) - n
				require.Equal(t, j.plain(b[start:]), j.plainEnd(b, start), "%q from %d, html %v", b, start, html)
			}
		}
	}
}
