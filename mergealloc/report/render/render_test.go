package render

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/jsonschema"
	"github.com/stretchr/testify/require"
)

// update rewrites the golden files: go test ./mergealloc/report/render -update
var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// repoRoot finds the directory holding go.mod above the working directory.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "go.mod not found")
		dir = parent
	}
}

// schema compiles docs/memory-report.schema.json.
func schema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "memory-report.schema.json"))
	require.NoError(t, err)
	s, err := jsonschema.Compile(data)
	require.NoError(t, err)
	return s
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file; run go test ./mergealloc/report/render -update")
	require.Equal(t, string(want), string(got), "%s differs; if the change is intended, run go test ./mergealloc/report/render -update", path)
}

// sampleReport exercises every field: a merge-alloc scope with buffers left
// alone and a memory space, an empty scope, and a pool with a capacity, a
// base address, kinds, a pinned buffer, an empty live range and notes.
func sampleReport() *report.Report {
	return &report.Report{Version: report.SchemaVersion, Tool: "memopt", Input: "in<1>.mlir", Scopes: []*report.Scope{
		{Name: "@f", Kind: report.KindScope, Pass: "merge-alloc", Function: "f", Location: "in.mlir:3:1",
			Planner: "cost-model", PlanTimeNS: 12345, Alignment: 64, ArenaSize: 192, LowerBound: 128,
			Buffers: []report.Buffer{
				{Name: "%alloc", Kind: report.BufferTemp, Type: "memref<16xf32>", Size: 64, Alignment: 64, Start: 2, End: 4, Offset: 0, Location: "in.mlir:4:8"},
				{Name: "%alloc_0", Kind: report.BufferTemp, Type: "memref<16xi32>", Size: 64, Alignment: 64, Start: 3, End: 7, Offset: 128, Location: "in.mlir:5:10"},
				{Name: "%alloc_1", Kind: report.BufferTemp, Type: "memref<10xi8>", Size: 10, Alignment: 64, Start: 6, End: 6, Offset: 0, Location: "in.mlir:8:10"},
			},
			Skipped: []report.Skipped{
				{Name: "%alloc_2", Type: "memref<?xf32>", Location: "in.mlir:9:10", Reason: report.ReasonDynamicShape},
				{Name: "%alloc_3", Type: "memref<4xf32>", Location: "in.mlir:10:10", Reason: report.ReasonAlignment, Detail: "alignment 128 does not divide the pass alignment 64"},
				{Name: "%alloc_4", Type: "memref<4xf32>", Reason: report.ReasonEscaping},
			}},
		{Name: "@f", Kind: report.KindScope, Pass: "merge-alloc", Function: "f", MemorySpace: "#gpu.address_space<workgroup>",
			Planner: "size-first", Alignment: 64, Buffers: []report.Buffer{},
			Skipped: []report.Skipped{{Name: "%alloc_5", Reason: report.ReasonEscaping}}},
		{Name: "sram", Kind: report.KindPool, Pass: "static-memory-plan", Planner: "auto", PlanTimeNS: 2500000,
			Alignment: 16, ArenaSize: 4096, LowerBound: 4096, Capacity: 8192, BaseAddress: 0x20000000, HasAddress: true,
			Buffers: []report.Buffer{
				{Name: "@weights", Function: "@main", Kind: report.BufferConstant, Type: "memref<1024xi8>", Size: 1024, Alignment: 16, Start: 0, End: 9, Offset: 0, Address: 0x20000000, Pinned: true},
				{Name: "%x \"quoted\" <b>&</b>", Kind: report.BufferInput, Size: 3072, Alignment: 16, Start: 0, End: 3, Offset: 1024, Address: 0x20000400},
				{Name: "never", Kind: report.BufferWorkspace, Size: 16, Alignment: 16, Start: 5, End: 4, Offset: 1024, Address: 0x20000400},
				{Name: "caf\xe9\u2028", Kind: report.BufferCallee, Size: 2048, Alignment: 16, Start: 4, End: 9, Offset: 1024, Address: 0x20000400},
				{Name: "%out", Kind: report.BufferOutput, Size: 1024, Alignment: 16, Start: 9, End: 9, Offset: 3072, Address: 0x20000c00},
			},
			Notes: []string{"multi-buffer: %alloc in scf.for at in.mlir:12:3 gets 2 copies", "tab\there"}},
	}}
}

func TestFormatOf(t *testing.T) {
	for path, want := range map[string]Format{"-": Text, "/dev/null": Text, "a.txt": Text, "a.JSON": JSON, "dir/a.json": JSON, "a.html": HTML, "a.htm": HTML} {
		f, err := FormatOf(path)
		require.NoError(t, err, path)
		require.Equal(t, want, f, path)
	}
	for _, path := range []string{"a", "a.md", "a.txt.gz", t.TempDir()} {
		_, err := FormatOf(path)
		require.ErrorContains(t, err, ".txt, .json or .html", path)
	}
	require.Equal(t, "json", JSON.String())
}

func TestJSONRoundTrip(t *testing.T) {
	r := sampleReport()
	var buf bytes.Buffer
	require.NoError(t, WriteJSON(&buf, r))
	back, err := report.Decode(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	// Invalid UTF-8 is written as U+FFFD, as encoding/json does.
	r.Scopes[2].Buffers[3].Name = "caf\ufffd\u2028"
	require.Equal(t, r, back)

	// The hand-written encoder says what encoding/json says of the model,
	// plus the derived ratio.
	std, err := json.Marshal(r)
	require.NoError(t, err)
	var a, b map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &a))
	require.NoError(t, json.Unmarshal(std, &b))
	for i, s := range a["scopes"].([]any) {
		sc := s.(map[string]any)
		require.InDelta(t, r.Scopes[i].Ratio(), sc["ratio"], 1e-4)
		delete(sc, "ratio")
	}
	require.Equal(t, b, a)
}

func TestJSONEscaping(t *testing.T) {
	for _, s := range []string{"plain", "q\"b\\", "ctl\x00\x1f\n\r\t", "<script>&", "\u2028\u2029", "bad\xff\xfe", "ünï"} {
		for _, html := range []bool{false, true} {
			enc := appendJSONString(nil, s, html)
			var back string
			require.NoError(t, json.Unmarshal(enc, &back), "%q", enc)
			want, _ := json.Marshal(s) // U+FFFD for invalid UTF-8
			var wantS string
			require.NoError(t, json.Unmarshal(want, &wantS))
			require.Equal(t, wantS, back)
			if html {
				require.NotContains(t, string(enc), "<")
				require.NotContains(t, string(enc), "&")
			}
		}
	}
	require.Equal(t, `"a<b"`, string(appendJSONString(nil, "a<b", false)))
}

func TestJSONSchema(t *testing.T) {
	sch := schema(t)
	for _, r := range []*report.Report{sampleReport(), report.NewCollector().Report("memplan", "")} {
		var buf bytes.Buffer
		require.NoError(t, WriteJSON(&buf, r))
		require.NoError(t, sch.Validate(buf.Bytes()), buf.String())
	}
	// The schema catches what a broken writer would produce.
	bad := map[string]string{
		`{"version":2,"tool":"memopt","scopes":[]}`: "must be 1",
		`{"version":1,"scopes":[]}`:                 `missing required member "tool"`,
		`{"version":1,"tool":"x","scopes":[{"name":"a","kind":"arena","pass":"","planner":"","plan_time_ns":0,"arena_size":0,"lower_bound":0,"ratio":1,"buffers":[]}]}`:                                                                  "is not one of",
		`{"version":1,"tool":"x","scopes":[{"name":"a","kind":"pool","pass":"","planner":"","plan_time_ns":0,"arena_size":-1,"lower_bound":0,"ratio":1,"buffers":[]}]}`:                                                                  "below the minimum",
		`{"version":1,"tool":"x","scopes":[{"name":"a","kind":"pool","pass":"","planner":"","plan_time_ns":0,"arena_size":0,"lower_bound":0,"ratio":1,"buffers":[{"name":"b","size":1.5,"alignment":1,"start":0,"end":0,"offset":0}]}]}`: "is number, want integer",
		`{"version":1,"tool":"x","scopes":[],"extra":1}`: `member "extra" is not in the schema`,
	}
	for doc, msg := range bad {
		require.ErrorContains(t, sch.Validate([]byte(doc)), msg, doc)
	}
}

func TestTextSample(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WriteText(&buf, sampleReport()))
	golden(t, "sample.txt", buf.Bytes())
	for _, line := range strings.Split(buf.String(), "\n") {
		require.Equal(t, strings.TrimRight(line, " "), line, "no trailing blanks")
	}
	buf.Reset()
	require.NoError(t, WriteText(&buf, report.NewCollector().Report("memopt", "x.mlir")))
	require.Contains(t, buf.String(), "none (no memory planning pass ran)")
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	r := sampleReport()

	// A new file, mode 0644 (before umask), no temporary file left.
	p := filepath.Join(dir, "r.json")
	require.NoError(t, WriteFile(p, r))
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	require.NoError(t, schema(t).Validate(data))
	entries, _ := os.ReadDir(dir)
	require.Len(t, entries, 1)

	// An existing file keeps its mode.
	require.NoError(t, os.Chmod(p, 0o600))
	require.NoError(t, WriteFile(p, r))
	st, err := os.Stat(p)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o600), st.Mode().Perm())

	// A symlink is followed: its target gets the report, the link stays.
	target := filepath.Join(dir, "target.txt")
	link := filepath.Join(dir, "link.txt")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	require.NoError(t, os.Symlink(target, link))
	require.NoError(t, WriteFile(link, r))
	lst, err := os.Lstat(link)
	require.NoError(t, err)
	require.NotZero(t, lst.Mode()&os.ModeSymlink)
	data, err = os.ReadFile(target)
	require.NoError(t, err)
	require.Contains(t, string(data), "Memory plan report")

	// Devices are written in place, never replaced.
	require.NoError(t, WriteFileAs("/dev/null", r, HTML))
	st, err = os.Stat("/dev/null")
	require.NoError(t, err)
	require.Zero(t, st.Mode()&os.ModeType^os.ModeDevice^os.ModeCharDevice)

	// A directory, a missing directory and an unknown extension are errors
	// that leave nothing behind.
	sub := filepath.Join(dir, "d.html")
	require.NoError(t, os.Mkdir(sub, 0o755))
	require.ErrorContains(t, WriteFile(sub, r), "is a directory")
	require.ErrorContains(t, WriteFile(filepath.Join(dir, "missing", "r.txt"), r), "no such file or directory")
	require.ErrorContains(t, WriteFile(filepath.Join(dir, "r.md"), r), "cannot tell the report format")
	entries, _ = os.ReadDir(dir)
	require.Len(t, entries, 4, "r.json, target.txt, link.txt, d.html")
}

// failWriter fails after n bytes.
type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return w.n, os.ErrClosed
	}
	w.n -= len(p)
	return len(p), nil
}

func TestWriteErrors(t *testing.T) {
	r := sampleReport()
	for _, f := range []Format{Text, JSON, HTML} {
		require.Error(t, Write(&failWriter{n: 100}, r, f), f.String())
	}
}

// TestHTMLSelfContained checks the page without a browser: it names no
// other resource (no src, no href but the inline icon and the panel
// anchors, no url() in the CSS), and its embedded JSON is the report, even
// with names that contain "</script>".
func TestHTMLSelfContained(t *testing.T) {
	r := sampleReport()
	r.Scopes[0].Buffers[0].Name = "%x</script><script>alert(1)</script>"
	var buf bytes.Buffer
	require.NoError(t, WriteHTML(&buf, r))
	page := buf.String()
	require.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"))
	require.Equal(t, 2, strings.Count(page, "</script>"), "only the two script elements end")
	require.NotContains(t, page, " src=")
	require.NotContains(t, page, "url(")
	require.NotContains(t, page, "@import")
	for _, m := range regexp.MustCompile(`href="([^"]*)"`).FindAllStringSubmatch(page, -1) {
		require.Equal(t, "data:,", m[1], "the only link is the inline icon")
	}
	require.Contains(t, page, "<title>Memory plan: in&lt;1&gt;.mlir</title>")
	start := strings.Index(page, `id="memopt-report">`) + len(`id="memopt-report">`)
	end := strings.Index(page[start:], "</script>")
	back, err := report.Decode(strings.NewReader(page[start : start+end]))
	require.NoError(t, err)
	require.Equal(t, r.Scopes[0].Buffers[0].Name, back.Scopes[0].Buffers[0].Name)
}

// The text's totals never add the plans of different pass runs: a later
// pass plans the memory an earlier one made (static-memory-plan packs
// merge-alloc's arenas into pools; a second merge-alloc re-plans the first
// one's scopes), so each run gets its own total; one run keeps the single
// total.
func TestTextTotalsPerPassRun(t *testing.T) {
	scope := func(name, pass, kind string, arena, lb int64) *report.Scope {
		return &report.Scope{Name: name, Kind: kind, Pass: pass, ArenaSize: arena, LowerBound: lb, Buffers: []report.Buffer{}}
	}
	text := func(scopes ...*report.Scope) string {
		var buf bytes.Buffer
		require.NoError(t, WriteText(&buf, &report.Report{Version: report.SchemaVersion, Tool: "memopt", Input: "in.mlir", Scopes: scopes}))
		return buf.String()
	}
	one := text(scope("@f", "merge-alloc", report.KindScope, 128, 128), scope("@g", "merge-alloc", report.KindScope, 64, 32))
	require.Contains(t, one, "  Total arena:   192 bytes\n  Lower bound:   160 bytes (ratio 1.200)\n")

	both := text(scope("@f", "merge-alloc", report.KindScope, 128, 128), scope("@g", "merge-alloc", report.KindScope, 64, 32),
		scope("workspace", "static-memory-plan", report.KindPool, 128, 128))
	require.Contains(t, both, "  Total arena:   per pass, not added up (a later pass plans the memory an earlier one made)\n"+
		"    merge-alloc:         192 bytes, lower bound 160 bytes (ratio 1.200), 2 scopes\n"+
		"    static-memory-plan:  128 bytes, lower bound 128 bytes (ratio 1.000), 1 pool\n"+
		"  Planner time:")
	require.NotContains(t, both, "320 bytes")

	hoisted := scope("@f/scf.forall@3", "merge-alloc", report.KindScope, 64, 64)
	hoisted.Within = "@f"
	twice := text(scope("@f", "merge-alloc", report.KindScope, 256, 256), hoisted,
		scope("@f", "merge-alloc", report.KindScope, 256, 256), scope("@g", "merge-alloc", report.KindScope, 64, 64))
	require.Contains(t, twice, "  Total arena:   per pass, not added up (a later pass plans the memory an earlier one made) (1 plan within another not counted)\n"+
		"    merge-alloc:          320 bytes, lower bound 320 bytes (ratio 1.000), 3 scopes\n"+
		"    merge-alloc (run 2):  256 bytes, lower bound 256 bytes (ratio 1.000), 1 scope\n")
}
