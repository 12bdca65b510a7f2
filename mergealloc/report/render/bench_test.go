package render

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/render/internal/headless"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
)

// chainSource returns the MLIR text of gen_chain.py FUNCS LAYERS: the file
// named by MEMOPT_BENCH_CHAIN when set (it must be that program's output),
// else the output of ../shared/bench/gen_chain.py run with python3. The
// benchmark skips when neither is available.
func chainSource(b *testing.B, funcs, layers int) (string, []byte) {
	b.Helper()
	if f := os.Getenv("MEMOPT_BENCH_CHAIN"); f != "" {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		return f, src
	}
	gen := filepath.Join(repoRoot(b), "..", "shared", "bench", "gen_chain.py")
	if _, err := os.Stat(gen); err != nil {
		b.Skipf("no %s; set MEMOPT_BENCH_CHAIN to the output of gen_chain.py %d %d", gen, funcs, layers)
	}
	out, err := exec.Command("python3", gen, fmt.Sprint(funcs), fmt.Sprint(layers)).Output()
	if err != nil {
		b.Skipf("python3 %s: %v", gen, err)
	}
	return fmt.Sprintf("gen_chain.py %d %d", funcs, layers), out
}

// runMergeAlloc parses src and runs merge-alloc (cost-model) on it, with a
// report collector when col is not nil; it returns the pass time.
func runMergeAlloc(b *testing.B, name string, src []byte, col *report.Collector) time.Duration {
	b.Helper()
	m, err := parser.Parse(name, src)
	if err != nil {
		b.Fatal(err)
	}
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc{planner-options=cost-model}))")
	if err != nil {
		b.Fatal(err)
	}
	mgr := passes.NewManager(pl, nil)
	mgr.Report = col
	mgr.Diagnostics = func(d *ir.Diagnostic) { b.Fatal(d.Error()) }
	start := time.Now()
	if err := mgr.Run(m.Op); err != nil {
		b.Fatal(err)
	}
	return time.Since(start)
}

// BenchmarkReportChain measures, on gen_chain.py 100 1000 (200,000 buffers
// in 100 scopes), what a memory report costs against merge-alloc's own
// time: the pass alone (pass-ms), the pass filling a report (with-ms; the
// names mlir-opt prints are computed while the analysis runs), and writing
// the report as text, JSON and HTML to a file (text-ms, json-ms, html-ms).
// Each figure is the smallest of the iterations (the machine is shared);
// fill-% and write-% relate the extra time in the pass and the slowest
// writer to the pass alone (issue 12 asks for the report in under 10%).
// Each iteration parses the 39 MB input twice (not timed):
//
//	go test ./mergealloc/report/render -run '^$' -bench ReportChain -benchtime=3x
func BenchmarkReportChain(b *testing.B) {
	name, src := chainSource(b, 100, 1000)
	dir := b.TempDir()
	best := map[string]time.Duration{}
	keep := func(k string, d time.Duration) {
		if old, ok := best[k]; !ok || d < old {
			best[k] = d
		}
	}
	var buffers int
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		keep("pass", runMergeAlloc(b, name, src, nil))
		col := report.NewCollector()
		keep("with", runMergeAlloc(b, name, src, col))
		r := col.Report("memopt", name)
		buffers = 0
		for _, s := range r.Scopes {
			buffers += len(s.Buffers)
		}
		for _, ext := range []string{"txt", "json", "html"} {
			start := time.Now()
			if err := WriteFile(filepath.Join(dir, "chain."+ext), r); err != nil {
				b.Fatal(err)
			}
			keep(ext, time.Since(start))
		}
		b.StartTimer()
	}
	ms := func(k string) float64 { return float64(best[k].Microseconds()) / 1000 }
	b.ReportMetric(float64(buffers), "buffers")
	b.ReportMetric(ms("pass"), "pass-ms")
	b.ReportMetric(ms("with"), "with-ms")
	b.ReportMetric(ms("txt"), "text-ms")
	b.ReportMetric(ms("json"), "json-ms")
	b.ReportMetric(ms("html"), "html-ms")
	b.ReportMetric(100*(ms("with")-ms("pass"))/ms("pass"), "fill-%")
	b.ReportMetric(100*max(ms("txt"), ms("json"), ms("html"))/ms("pass"), "write-%")
}

// BenchmarkReportWrite measures the writers alone on a report shaped like
// gen_chain.py 100 1000's (chainReport: 100 scopes of 2,000 buffers).
func BenchmarkReportWrite(b *testing.B) {
	r := chainReport(100, 2000)
	for _, f := range []Format{Text, JSON, HTML} {
		b.Run(f.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := Write(io.Discard, r, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHTMLRender loads the HTML report of one scope in headless
// Chromium from disk and measures the time from navigation start to the
// first frame after the page has drawn the panel (render-ms) and the
// page's own drawing time (script-ms). "chain" is merge-alloc's plan of one
// gen_chain.py function of 1,000 layers (2,001 buffers; skipped without
// ../shared); "2000" and "10000" are synthetic scopes of that many buffers.
// Issue 12 asks for under 1 s for 2,000 buffers:
//
//	go test ./mergealloc/report/render -run '^$' -bench HTMLRender -benchtime=5x
func BenchmarkHTMLRender(b *testing.B) {
	path := headless.Require(b)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	br, err := headless.Start(path, filepath.Join(b.TempDir(), "profile"))
	if err != nil {
		b.Fatal(err)
	}
	defer br.Close()
	p, err := br.NewPage(ctx, 1280, 900)
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name string
		r    func(b *testing.B) *report.Report
	}{
		{"chain", func(b *testing.B) *report.Report {
			name, src := chainSource(b, 1, 1000)
			col := report.NewCollector()
			runMergeAlloc(b, name, src, col)
			return col.Report("memopt", name)
		}},
		{"2000", func(*testing.B) *report.Report { return chainReport(1, 2000) }},
		{"10000", func(*testing.B) *report.Report { return chainReport(1, 10000) }},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			r := c.r(b)
			file := filepath.Join(b.TempDir(), "report.html")
			if err := WriteFile(file, r); err != nil {
				b.Fatal(err)
			}
			u := (&url.URL{Scheme: "file", Path: file}).String()
			var total, script float64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := p.Navigate(ctx, u); err != nil {
					b.Fatal(err)
				}
				var t [2]float64
				if err := p.Eval(ctx, `new Promise(res => requestAnimationFrame(() => requestAnimationFrame(() =>
  res([performance.now(), +document.documentElement.getAttribute("data-render-ms")]))))`, &t); err != nil {
					b.Fatal(err)
				}
				total += t[0]
				script += t[1]
				if probs := p.Problems(); len(probs) > 0 {
					b.Fatalf("console: %v", probs)
				}
			}
			b.ReportMetric(float64(len(r.Scopes[0].Buffers)), "buffers")
			b.ReportMetric(total/float64(b.N), "render-ms")
			b.ReportMetric(script/float64(b.N), "script-ms")
		})
	}
}
