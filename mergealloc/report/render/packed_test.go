package render

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/stretchr/testify/require"
)

// listNamer names packed buffers from a list.
type listNamer []string

func (l listNamer) AppendNameAt(b []byte, i int) []byte { return append(b, l[i]...) }

// packRandom packs the buffers of r's scopes that Packed can hold (no
// function, no address), with names from a Namer or as strings, kinds
// and types as strings, and locations as file:line:col (lines and columns
// from the buffer's location text's length, some out of int32's range,
// some with no location), and returns the report as it should read
// unpacked.
func packRandom(rng *rand.Rand, r *report.Report) *report.Report {
	want := &report.Report{Version: r.Version, Tool: r.Tool, Input: r.Input, Scopes: []*report.Scope{}}
	for _, s := range r.Scopes {
		ws := *s
		want.Scopes = append(want.Scopes, &ws)
		if rng.IntN(4) == 0 {
			continue // left as Buffers
		}
		var names listNamer
		p := report.NewPacked(len(s.Buffers), names)
		ws.Buffers = nil
		// Some scopes like merge-alloc's, for the text's plain tables.
		clean := rng.IntN(3) == 0
		for _, b := range s.Buffers {
			if clean {
				b.Kind, b.Pinned = []string{"", report.BufferTemp}[rng.IntN(2)], false
				b.Offset, b.Size, b.Start, b.End = abs(b.Offset), abs(b.Size), abs(b.Start), abs(b.End)
				b.Name, b.Type, b.Location = cleanText(b.Name), cleanText(b.Type), cleanText(b.Location)
			}
			b.Function, b.Address = "", 0
			pb := report.PackedBuffer{Start: b.Start, End: b.End, Offset: b.Offset}
			cl := report.PackedClass{Size: b.Size, Alignment: b.Alignment,
				Kind: p.String(b.Kind), Type: p.String(b.Type), Pinned: b.Pinned}
			if rng.IntN(3) == 0 {
				p.SetName(&pb, b.Name)
			} else {
				pb.Name = int32(len(names))
				names = append(names, b.Name)
			}
			file := b.Location
			line, col := 0, 0
			switch rng.IntN(4) {
			case 0:
			case 1:
				line, col = 1<<31+rng.IntN(10), rng.IntN(100)
			case 2:
				line, col = 1+rng.IntN(100), -rng.IntN(1<<31)
			default:
				line, col = 1+rng.IntN(1<<31-1), rng.IntN(1<<31-1)
			}
			p.SetLocation(&cl, &pb, file, line, col)
			pb.Class = p.Class(cl)
			b.Location = ""
			if line > 0 {
				b.Location = file + ":" + itoa(line) + ":" + itoa(col)
			}
			p.Buffers = append(p.Buffers, pb)
			ws.Buffers = append(ws.Buffers, b)
		}
		if ws.Buffers == nil {
			ws.Buffers = []report.Buffer{}
		}
		p.Names = names
		s.Buffers, s.Packed = []report.Buffer{}, p
	}
	return want
}

func abs(n int64) int64 { return max(n, -n, 0) }

// cleanText keeps the printable ASCII of s.
func cleanText(s string) string {
	var b []byte
	for _, c := range []byte(s) {
		if c >= ' ' && c < 0x7f {
			b = append(b, c)
		}
	}
	return string(b)
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestPackedMatchesBuffers: packed scopes (report.Packed, what merge-alloc
// fills) are written exactly as their Buffer form in every format and by
// encoding/json, unpack to it, and give the same lower bound; names and
// strings that JSON or HTML escape included.
func TestPackedMatchesBuffers(t *testing.T) {
	defer func(n int) { jsonPieceBuffers = n }(jsonPieceBuffers)
	for round := 0; round < 60; round++ {
		rng := rand.New(rand.NewPCG(uint64(round), 12))
		jsonPieceBuffers = []int{1, 7, 2048}[round%3]
		r := randomReport(rng)
		want := packRandom(rng, r)
		for i, s := range r.Scopes {
			require.Equal(t, len(want.Scopes[i].Buffers), s.NumBuffers())
			if s.Packed != nil && s.NumBuffers() > 0 {
				k := rng.IntN(s.NumBuffers())
				require.Equal(t, want.Scopes[i].Buffers[k], s.Buffer(k))
				for _, align := range []int64{0, 1, 64} {
					require.Equal(t, report.LowerBound(want.Scopes[i].Buffers, align), s.Packed.LowerBound(align))
				}
			}
		}
		for _, f := range []Format{Text, JSON, HTML} {
			var got, exp bytes.Buffer
			require.NoError(t, Write(&got, r, f))
			require.NoError(t, Write(&exp, want, f))
			require.Equal(t, exp.String(), got.String(), "round %d, %s", round, f)
		}
		got, err := json.Marshal(r)
		require.NoError(t, err)
		exp, err := json.Marshal(want)
		require.NoError(t, err)
		require.Equal(t, string(exp), string(got), "round %d, encoding/json", round)
		r.Unpack()
		for i, s := range r.Scopes {
			require.Nil(t, s.Packed)
			require.Equal(t, want.Scopes[i].Buffers, s.Buffers, "round %d, scope %d unpacked", round, i)
		}
	}
}

// TestPackedLocationRange: locations whose line or column do not fit the
// record's int32 fields are kept whole.
func TestPackedLocationRange(t *testing.T) {
	p := report.NewPacked(3, nil)
	for _, pos := range []struct{ line, col int }{{math.MaxInt32 + 1, 1}, {1, math.MinInt32 - 1}, {7, math.MaxInt32}} {
		var b report.PackedBuffer
		var c report.PackedClass
		p.SetLocation(&c, &b, "f.mlir", pos.line, pos.col)
		b.Class = p.Class(c)
		p.Buffers = append(p.Buffers, b)
	}
	for i, want := range []string{"f.mlir:2147483648:1", "f.mlir:1:-2147483649", "f.mlir:7:2147483647"} {
		require.Equal(t, want, string(p.AppendLocation(nil, i)))
	}
}
