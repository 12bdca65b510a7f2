package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/jsonschema"
	"github.com/stretchr/testify/require"
)

func runMemplan(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const toy = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n"

func TestPlansAndValidatesOutput(t *testing.T) {
	code, out, errs := runMemplan(t, toy, "--algorithm", "exact", "-")
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "peak 12, lower bound 12, gap 0.00%")
	// The output is the input plus a valid offset column.
	p, err := planner.ReadCSV(strings.NewReader(out), "out")
	require.NoError(t, err)
	require.Len(t, p.Buffers, 5)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Equal(t, "id,lower,upper,size,offset", lines[0])
	pl := &planner.Plan{PoolOf: make([]int, 5), PoolSizes: []int64{12}}
	for _, l := range lines[1:] {
		f := strings.Split(l, ",")
		var off int64
		for _, c := range f[4] {
			off = off*10 + int64(c-'0')
		}
		pl.Offsets = append(pl.Offsets, off)
	}
	require.NoError(t, planner.Verify(p, pl))
}

func TestCapacityExceeded(t *testing.T) {
	code, out, errs := runMemplan(t, toy, "--algorithm", "greedy-by-size", "--capacity", "8", "-")
	require.Equal(t, 1, code)
	require.Empty(t, out)
	require.Contains(t, errs, "fits in none of its candidate pools")
}

func TestMalformedCSVPosition(t *testing.T) {
	in := "id,lower,upper,size\na,0,3,4\nb,3,x9,4\n"
	code, out, errs := runMemplan(t, in, "-")
	require.Equal(t, 1, code)
	require.Empty(t, out)
	require.Equal(t, "<stdin>:3:5: error: upper: \"x9\" is not an integer\n", errs)

	code, _, errs = runMemplan(t, "id,lower,upper\n", "-")
	require.Equal(t, 1, code)
	require.Equal(t, "<stdin>:1:1: error: header lacks the \"size\" column\n", errs)

	code, _, errs = runMemplan(t, "id,lower,upper,size\na,5,3,4\n", "-")
	require.Equal(t, 1, code)
	require.Equal(t, "<stdin>:2:5: error: upper 3 is below lower 5\n", errs)

	code, _, errs = runMemplan(t, "id,lower,upper,size\na,0,3,4,7\n", "-")
	require.Equal(t, 1, code)
	require.Equal(t, "<stdin>:2:9: error: expected 4 fields, found 5\n", errs)
}

func TestOutputFileAtomicAndNoPartialOnError(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.csv")
	require.NoError(t, os.WriteFile(in, []byte(toy), 0o644))
	outPath := filepath.Join(dir, "out.json")
	code, stdout, errs := runMemplan(t, "", "--format", "json", "-o", outPath, in)
	require.Equal(t, 0, code, errs)
	require.Empty(t, stdout)
	data, err := os.ReadFile(outPath)
	require.NoError(t, err)
	require.Contains(t, string(data), `"peak": 12`)

	// A failing run leaves no output file and no temporary behind.
	bad := filepath.Join(dir, "bad.csv")
	require.NoError(t, os.WriteFile(bad, []byte("id,lower,upper,size\na,0,1,-4\n"), 0o644))
	failOut := filepath.Join(dir, "fail.csv")
	code, _, errs = runMemplan(t, "", "-o", failOut, bad)
	require.Equal(t, 1, code)
	require.Contains(t, errs, "bad.csv:2:7: error: size: -4 is below 0")
	_, err = os.Stat(failOut)
	require.True(t, os.IsNotExist(err))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 3) // in.csv, out.json, bad.csv
}

func TestUnknownAlgorithmListsNames(t *testing.T) {
	code, _, errs := runMemplan(t, toy, "--algorithm", "nope", "-")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "unknown planner \"nope\"")
	require.Contains(t, errs, "cost-model")
}

func TestBenchInstanceBest(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	path := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "bench", "minimalloc", "input.12.csv")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("benchmark instance not found: %v", err)
	}
	code, out, errs := runMemplan(t, "", "--algorithm", "best", "--capacity", "12", "--time-limit", "2s", path)
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "peak 12, lower bound 12")
	require.Equal(t, 6, strings.Count(out, "\n"))
}

// TestCheckOutputCatchesBadOffsets: the self-check rejects an output whose
// offsets overlap two live buffers.
func TestCheckOutputCatchesBadOffsets(t *testing.T) {
	p, err := planner.ReadCSV(strings.NewReader(toy), "toy")
	require.NoError(t, err)
	pl, err := planner.Solve(p, "exact", planner.Options{})
	require.NoError(t, err)
	var good bytes.Buffer
	require.NoError(t, planner.WriteCSV(&good, p, pl))
	require.NoError(t, checkOutput(good.Bytes(), "csv", p, pl))
	bad := "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,0\nb3,0,9,4,0\nb4,9,21,4,0\nb5,0,21,4,8\n"
	// Read back, the offsets pin the buffers: the reader finds the overlap.
	require.ErrorContains(t, checkOutput([]byte(bad), "csv", p, pl), `output:4:10: error: fixed buffers "b1" [0, 4) and "b3" [0, 4) are live at the same time and overlap`)
	var js bytes.Buffer
	require.NoError(t, planner.WriteJSON(&js, p, pl))
	require.NoError(t, checkOutput(js.Bytes(), "json", p, pl))
	// The JSON form is checked by the verifier against the problem.
	badJSON := strings.Replace(js.String(), `"offset": `+fmt.Sprint(pl.Offsets[1]), `"offset": `+fmt.Sprint(pl.Offsets[2]), 1)
	require.NotEqual(t, js.String(), badJSON)
	require.ErrorContains(t, checkOutput([]byte(badJSON), "json", p, pl), "live together and overlap")
}

func TestFlagsAfterInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.csv")
	require.NoError(t, os.WriteFile(in, []byte(toy), 0o644))
	out := filepath.Join(dir, "out.csv")
	code, _, errs := runMemplan(t, "", in, "--algorithm", "exact", "-o", out)
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "algorithm exact: peak 12")
	_, err := os.Stat(out)
	require.NoError(t, err)
	code, _, _ = runMemplan(t, "", in, in)
	require.Equal(t, 1, code)
}

// TestOutputToFIFOAndMode: -o onto something that is not a regular file (a
// named pipe here; /dev/null in practice) writes into it instead of renaming
// a temporary file over it; new files get mode 0644.
func TestOutputToFIFOAndMode(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	got := make(chan string, 1)
	go func() {
		data, _ := os.ReadFile(fifo)
		got <- string(data)
	}()
	code, _, errs := runMemplan(t, toy, "-q", "-o", fifo, "-")
	require.Equal(t, 0, code, errs)
	select {
	case data := <-got:
		require.Contains(t, data, "id,lower,upper,size,offset")
	case <-time.After(10 * time.Second):
		t.Fatal("nothing was written into the pipe")
	}
	fi, err := os.Lstat(fifo)
	require.NoError(t, err)
	require.NotZero(t, fi.Mode()&os.ModeNamedPipe, "the pipe must stay a pipe")

	out := filepath.Join(dir, "plan.csv")
	code, _, errs = runMemplan(t, toy, "-o", out, "-")
	require.Equal(t, 0, code, errs)
	fi, err = os.Stat(out)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o644), fi.Mode().Perm())
}

// TestReport checks --report: the JSON report validates against the
// schema in docs/ and says what the CSV output says (offsets, peak), with
// each half-open CSV range as inclusive ticks and the pinned buffers
// marked; text goes to stderr for '-'.
func TestReport(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join("..", "..", "testdata", "memplan", "Inputs", "pinned.csv")
	rep := filepath.Join(dir, "plan.json")
	code, out, errs := runMemplan(t, "", "-q", "--algorithm", "skyline", "--report", rep, in)
	require.Equal(t, 0, code, errs)
	data, err := os.ReadFile(rep)
	require.NoError(t, err)
	schemaText, err := os.ReadFile(filepath.Join("..", "..", "docs", "memory-report.schema.json"))
	require.NoError(t, err)
	sch, err := jsonschema.Compile(schemaText)
	require.NoError(t, err)
	require.NoError(t, sch.Validate(data))
	r, err := report.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	require.Equal(t, "memplan", r.Tool)
	require.Len(t, r.Scopes, 1)
	s := r.Scopes[0]
	require.Equal(t, report.KindPool, s.Kind)
	require.Equal(t, "skyline", s.Planner)
	p, offs, err := planner.ReadCSVPlan(strings.NewReader(out), "out")
	require.NoError(t, err)
	f, err := os.Open(in)
	require.NoError(t, err)
	defer f.Close()
	orig, err := planner.ReadCSV(f, in)
	require.NoError(t, err)
	require.Len(t, s.Buffers, len(p.Buffers))
	var peak int64
	for i, b := range p.Buffers {
		rb := s.Buffers[i]
		require.Equal(t, b.ID, rb.Name)
		require.Equal(t, offs[i], rb.Offset)
		require.Equal(t, [2]int64{b.Lower, b.Upper - 1}, [2]int64{rb.Start, rb.End})
		require.Equal(t, orig.Buffers[i].Fixed, rb.Pinned, b.ID)
		peak = max(peak, offs[i]+b.Size)
	}
	require.Equal(t, peak, s.ArenaSize)
	require.Equal(t, planner.LowerBound(orig), s.LowerBound)
	require.Equal(t, 2, countPinned(s.Buffers))

	code, _, errs = runMemplan(t, "", "-q", "--report", "-", in, "-o", filepath.Join(dir, "out.csv"))
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "default (pool, memplan)")

	// A report that would replace the input or the output is refused.
	code, _, errs = runMemplan(t, "", "--report", filepath.Join(dir, "out.csv.txt"), in, "-o", filepath.Join(dir, "out.csv.txt"))
	require.Equal(t, 1, code)
	require.Contains(t, errs, "is also the -o output file")
}

func countPinned(bs []report.Buffer) int {
	n := 0
	for _, b := range bs {
		if b.Pinned {
			n++
		}
	}
	return n
}
