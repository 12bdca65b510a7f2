package render

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/render/internal/headless"
	"github.com/stretchr/testify/require"
)

// Plot coordinates of the page (assets/page.js): ticks map to [0, plotW],
// bytes to [plotH, 0], with headroom above the highest line or buffer.
const (
	plotW, plotH = 1000.0, 1000.0
	headroom     = 1.06
)

// geometry is what the page must use to map a scope's plan, computed here
// independently of the page's script.
type geometry struct{ t0, t1, ymax float64 }

func geometryOf(s *report.Scope) geometry {
	g := geometry{t0: math.Inf(1), t1: math.Inf(-1)}
	top := int64(0)
	for _, b := range s.Buffers {
		g.t0 = math.Min(g.t0, float64(b.Start))
		g.t1 = math.Max(g.t1, float64(b.End+1))
		top = max(top, b.Offset+b.Size)
	}
	if math.IsInf(g.t0, 1) {
		g.t0, g.t1 = 0, 1
	}
	if g.t1 <= g.t0 {
		g.t1 = g.t0 + 1
	}
	g.ymax = float64(max(s.ArenaSize, s.LowerBound, s.Capacity, top, 1)) * headroom
	return g
}

func (g geometry) x(t int64) float64 { return (float64(t) - g.t0) / (g.t1 - g.t0) * plotW }
func (g geometry) y(v int64) float64 { return plotH - float64(v)/g.ymax*plotH }

// browserSession starts Chromium (skipping without it, failing in CI) and
// opens a 1280x900 page.
func browserSession(t *testing.T) (*headless.Page, context.Context) {
	t.Helper()
	path := headless.Require(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	b, err := headless.Start(path, filepath.Join(t.TempDir(), "profile"))
	require.NoError(t, err)
	t.Cleanup(func() { b.Close() })
	p, err := b.NewPage(ctx, 1280, 900)
	require.NoError(t, err, "browser stderr:\n%s", b.Stderr())
	return p, ctx
}

// openReport writes r as HTML into a temporary directory and loads it from
// disk; it returns the file's URL.
func openReport(t *testing.T, p *headless.Page, ctx context.Context, r *report.Report) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "report.html")
	require.NoError(t, WriteFile(path, r))
	u := (&url.URL{Scheme: "file", Path: path}).String()
	require.NoError(t, p.Navigate(ctx, u))
	require.NoError(t, p.WaitFor(ctx, `document.documentElement.hasAttribute("data-render-ms")`))
	return u
}

// drawn is what the page drew for one scope.
type drawn struct {
	Scope    int          `json:"scope"`
	Rendered bool         `json:"rendered"`
	T0       float64      `json:"t0"`
	T1       float64      `json:"t1"`
	YMax     float64      `json:"ymax"`
	Rects    [][5]float64 `json:"rects"` // data-i, x, y, width, height
	LineList [][2]any     `json:"lines"` // class, y
}

const drawnJS = `[...document.querySelectorAll("section.panel")].map(sec => {
  const area = sec.querySelector("svg.area");
  return {
    scope: +sec.dataset.scope,
    rendered: sec.dataset.rendered === "1",
    t0: area ? +area.dataset.t0 : 0, t1: area ? +area.dataset.t1 : 0, ymax: area ? +area.dataset.ymax : 0,
    rects: [...sec.querySelectorAll("rect.buf")].map(r => [+r.getAttribute("data-i"), +r.getAttribute("x"), +r.getAttribute("y"), +r.getAttribute("width"), +r.getAttribute("height")]),
    lines: [...sec.querySelectorAll("line.hline")].map(l => [l.getAttribute("class"), +l.getAttribute("y1")]),
  };
})`

// checkDrawn checks that every drawn panel has one rectangle per buffer at
// the plan's coordinates and the peak, lower bound and capacity lines.
func checkDrawn(t *testing.T, r *report.Report, got []drawn) {
	t.Helper()
	require.Len(t, got, len(r.Scopes), "one panel per scope or pool")
	const eps = 1e-6
	for _, d := range got {
		s := r.Scopes[d.Scope]
		if !d.Rendered {
			continue
		}
		if len(s.Buffers) == 0 {
			require.Empty(t, d.Rects)
			continue
		}
		g := geometryOf(s)
		require.InDelta(t, g.t0, d.T0, eps, "scope %d t0", d.Scope)
		require.InDelta(t, g.t1, d.T1, eps, "scope %d t1", d.Scope)
		require.InDelta(t, g.ymax, d.YMax, eps*g.ymax, "scope %d ymax", d.Scope)
		require.Len(t, d.Rects, len(s.Buffers), "scope %d: one rectangle per buffer", d.Scope)
		for k, rc := range d.Rects {
			i := int(rc[0])
			require.Equal(t, k, i, "rectangles in buffer order")
			b := s.Buffers[i]
			x0, x1 := g.x(b.Start), g.x(b.End+1)
			require.InDelta(t, x0, rc[1], eps, "%s x", b.Name)
			require.InDelta(t, math.Max(x1-x0, 0), rc[3], eps, "%s width", b.Name)
			require.InDelta(t, g.y(b.Offset+b.Size), rc[2], eps, "%s y", b.Name)
			require.InDelta(t, g.y(b.Offset)-g.y(b.Offset+b.Size), rc[4], eps, "%s height", b.Name)
		}
		lines := map[string]float64{}
		for _, l := range d.LineList {
			lines[l[0].(string)] = l[1].(float64)
		}
		require.InDelta(t, g.y(s.ArenaSize), lines["hline peak"], eps, "peak line")
		require.InDelta(t, g.y(s.LowerBound), lines["hline bound"], eps, "lower bound line")
		if s.Capacity > 0 {
			require.InDelta(t, g.y(s.Capacity), lines["hline cap"], eps, "capacity line")
		} else {
			require.NotContains(t, lines, "hline cap")
		}
	}
}

// checkClean checks that the page logged no error or warning, threw
// nothing and fetched nothing but itself.
func checkClean(t *testing.T, p *headless.Page, self string) {
	t.Helper()
	require.Empty(t, p.Problems(), "console errors, warnings or exceptions")
	for _, u := range p.Requests() {
		require.True(t, u == self || strings.HasPrefix(u, "data:"), "the page fetched %s", u)
	}
}

// center returns the viewport coordinates of the middle of buffer i's
// rectangle in panel scope, after scrolling it into view if scroll is set.
func center(t *testing.T, p *headless.Page, ctx context.Context, scope, i int, scroll bool) (float64, float64) {
	t.Helper()
	var xy [2]float64
	require.NoError(t, p.Eval(ctx, fmt.Sprintf(`(() => {
  const r = document.querySelector('section[data-scope="%d"] rect.buf[data-i="%d"]');
  if (%v) r.scrollIntoView({block: "center"});
  const b = r.getBoundingClientRect();
  return [b.left + b.width / 2, b.top + b.height / 2];
})()`, scope, i, scroll), &xy))
	return xy[0], xy[1]
}

// biggest returns the buffer of s with the largest rectangle.
func biggest(s *report.Scope) int {
	best, area := 0, -1.0
	for i, b := range s.Buffers {
		if a := float64(b.Size) * float64(b.End-b.Start+1); a > area {
			best, area = i, a
		}
	}
	return best
}

// checkNotBlank decodes a PNG screenshot and checks that it shows a
// drawing: many colours and a good share of non-white pixels.
func checkNotBlank(t *testing.T, shot []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	bnd := img.Bounds()
	require.Greater(t, bnd.Dx(), 600)
	colors := map[[3]uint32]bool{}
	nonWhite := 0
	for y := bnd.Min.Y; y < bnd.Max.Y; y += 2 {
		for x := bnd.Min.X; x < bnd.Max.X; x += 2 {
			r, g, b, _ := img.At(x, y).RGBA()
			colors[[3]uint32{r >> 8, g >> 8, b >> 8}] = true
			if r>>8 < 235 || g>>8 < 235 || b>>8 < 235 {
				nonWhite++
			}
		}
	}
	total := (bnd.Dx() / 2) * (bnd.Dy() / 2)
	require.Greater(t, len(colors), 20, "a screenshot with more than a few colours")
	require.Greater(t, float64(nonWhite)/float64(total), 0.05, "a screenshot that is not blank")
	return img
}

// TestHTMLInChromium loads HTML reports from disk in headless Chromium:
// the merge-alloc plan of the mlp example and of a program with hoisted
// foralls, static-memory-plan's pools on a device, and a report with pools,
// addresses, pinned buffers, an empty live range and notes. Each page loads without console errors or network
// requests and draws one rectangle per buffer at the plan's coordinates;
// hovering a buffer shows a tooltip with its fields; clicking it
// highlights exactly the buffers live at the same time; the wheel zooms;
// the screenshot is not blank.
func TestHTMLInChromium(t *testing.T) {
	p, ctx := browserSession(t)
	reports := map[string]*report.Report{
		"mlp":    planProgram(t, "testdata/examples/mlp.mlir", mergeAllocPipeline),
		"forall": planProgram(t, "testdata/exec/12_forall.mlir", mergeAllocPipeline),
		"static": planProgram(t, "testdata/staticplan/device.mlir", deviceRun),
		"sample": sampleReport(),
	}
	for _, name := range []string{"mlp", "forall", "static", "sample"} {
		r := reports[name]
		t.Run(name, func(t *testing.T) {
			self := openReport(t, p, ctx, r)
			r.Unpack() // the page shows merge-alloc's packed buffers; the checks read Buffers
			var got []drawn
			require.NoError(t, p.Eval(ctx, drawnJS, &got))
			for _, d := range got {
				require.True(t, d.Rendered, "small reports draw every panel at once")
			}
			checkDrawn(t, r, got)

			// Hover: the tooltip names the buffer and shows every field.
			scope := 0
			for len(r.Scopes[scope].Buffers) == 0 {
				scope++
			}
			s := r.Scopes[scope]
			i := biggest(s)
			b := s.Buffers[i]
			x, y := center(t, p, ctx, scope, i, true)
			require.NoError(t, p.MouseMove(ctx, x, y))
			require.NoError(t, p.WaitFor(ctx, `!document.getElementById("tip").hidden`))
			var tip struct {
				Text  string `json:"text"`
				Scope string `json:"scope"`
				I     string `json:"i"`
			}
			require.NoError(t, p.Eval(ctx, `(() => { const e = document.getElementById("tip"); return {text: e.textContent, scope: e.dataset.scope, i: e.dataset.i}; })()`, &tip))
			require.Equal(t, fmt.Sprint(scope), tip.Scope)
			require.Equal(t, fmt.Sprint(i), tip.I)
			for _, want := range []string{
				b.Name, s.Name, "size" + groupDigits(b.Size) + " B", "alignment" + groupDigits(b.Alignment) + " B",
				"offset" + groupDigits(b.Offset) + " – " + groupDigits(b.Offset+b.Size),
				"liveticks " + groupDigits(b.Start) + " – " + groupDigits(b.End), "location" + orDash(b.Location),
			} {
				require.Contains(t, tip.Text, want)
			}
			if b.Type != "" {
				require.Contains(t, tip.Text, "type"+b.Type)
			}
			if s.HasAddress {
				require.Contains(t, tip.Text, fmt.Sprintf("address0x%x", b.Address))
			}

			// Click: the buffer and those live at the same time stand out.
			require.NoError(t, p.Click(ctx, x, y))
			var sel struct {
				Focus bool  `json:"focus"`
				Sel   []int `json:"sel"`
				Live  []int `json:"live"`
			}
			require.NoError(t, p.Eval(ctx, fmt.Sprintf(`(() => { const sec = document.querySelector('section[data-scope="%d"]');
  const ids = q => [...sec.querySelectorAll(q)].map(r => +r.getAttribute("data-i"));
  return {focus: sec.querySelector("svg.plot").classList.contains("focus"), sel: ids("rect.buf.sel"), live: ids("rect.buf.live")}; })()`, scope), &sel))
			require.True(t, sel.Focus)
			require.Equal(t, []int{i}, sel.Sel)
			var want []int
			for k, o := range s.Buffers {
				if k != i && o.Start <= b.End && b.Start <= o.End {
					want = append(want, k)
				}
			}
			require.ElementsMatch(t, want, sel.Live)

			// The wheel zooms in around the pointer.
			require.NoError(t, p.Wheel(ctx, x, y, -300))
			require.NoError(t, p.WaitFor(ctx, fmt.Sprintf(`document.querySelector('section[data-scope="%d"] svg.area').getAttribute("viewBox") !== "0 0 1000 1000"`, scope)))

			shot, err := p.Screenshot(ctx, false)
			require.NoError(t, err)
			checkNotBlank(t, shot)
			checkClean(t, p, self)
		})
	}
}

// groupDigits formats n as the page does (en-US grouping).
func groupDigits(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// chainReport makes a report shaped like merge-alloc's on gen_chain.py:
// scopes of n buffers each, a small and a large buffer per layer with
// short overlapping lifetimes, planned by a simple two-slot scheme.
func chainReport(scopes, n int) *report.Report {
	r := &report.Report{Version: report.SchemaVersion, Tool: "memopt", Input: "chain.mlir"}
	for f := 0; f < scopes; f++ {
		s := &report.Scope{Name: fmt.Sprintf("@chain%d", f), Kind: report.KindScope, Pass: "merge-alloc",
			Planner: "cost-model", Alignment: 64, SortKey: []int64{int64(f)}}
		for i := 0; i < n; i++ {
			layer := int64(i / 2)
			size, off := int64(16384), int64(0)
			start, end := 6*layer+2, 6*layer+5
			if i%2 == 1 {
				size, off = 4096*int64(1+i%4), 16384*(1+layer%2)
				start, end = 6*layer+4, 6*layer+10
			}
			s.Buffers = append(s.Buffers, report.Buffer{Name: fmt.Sprintf("%%alloc_%d", i), Kind: report.BufferTemp,
				Type: "memref<64x64xf32>", Size: size, Alignment: 64, Start: start, End: end, Offset: off,
				Location: fmt.Sprintf("chain.mlir:%d:10", 10+i)})
		}
		s.LowerBound = report.LowerBound(s.Buffers, 64)
		for _, b := range s.Buffers {
			s.ArenaSize = max(s.ArenaSize, b.Offset+b.Size)
		}
		r.Scopes = append(r.Scopes, s)
	}
	return r
}

// TestHTMLLargeReport checks a report of 25,000 buffers in five panels:
// the page draws the panels near the viewport first and the others when
// they are scrolled to, each with every rectangle in place.
func TestHTMLLargeReport(t *testing.T) {
	p, ctx := browserSession(t)
	r := chainReport(5, 5000)
	self := openReport(t, p, ctx, r)
	var first []drawn
	require.NoError(t, p.Eval(ctx, drawnJS, &first))
	require.True(t, first[0].Rendered)
	require.False(t, first[4].Rendered, "the last panel waits until it is scrolled to")
	require.NoError(t, p.Eval(ctx, `window.scrollTo(0, document.body.scrollHeight)`, nil))
	require.NoError(t, p.WaitFor(ctx, `[...document.querySelectorAll("section.panel")].every(s => s.dataset.rendered === "1")`))
	var all []drawn
	require.NoError(t, p.Eval(ctx, drawnJS, &all))
	checkDrawn(t, r, all)
	checkClean(t, p, self)
}

// TestREADMEScreenshot makes the screenshot of the mlp example's plan that
// docs/USAGE.md shows (docs/images/mlp-plan.png): the page `memopt
// --merge-alloc="planner-options=cost-model" --memory-report=mlp-plan.html
// testdata/examples/mlp.mlir` writes, 1100x820, with the mouse on %alloc_0.
// Regenerate it with
//
//	go test ./mergealloc/report/render -run TestREADMEScreenshot -update
func TestREADMEScreenshot(t *testing.T) {
	p, ctx := browserSession(t)
	require.NoError(t, p.SetViewport(ctx, 1100, 820))
	r := planProgram(t, "testdata/examples/mlp.mlir", mergeAllocPipeline)
	openReport(t, p, ctx, r)
	r.Unpack()
	i := -1
	for k, b := range r.Scopes[0].Buffers {
		if b.Name == "%alloc_0" {
			i = k
		}
	}
	require.GreaterOrEqual(t, i, 0)
	x, y := center(t, p, ctx, 0, i, false)
	require.NoError(t, p.MouseMove(ctx, x, y))
	require.NoError(t, p.WaitFor(ctx, `!document.getElementById("tip").hidden`))
	shot, err := p.Screenshot(ctx, false)
	require.NoError(t, err)
	checkNotBlank(t, shot)
	path := filepath.Join(repoRoot(t), "docs", "images", "mlp-plan.png")
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, shot, 0o644))
		return
	}
	_, err = os.Stat(path)
	require.NoError(t, err, "the screenshot of docs/USAGE.md is missing; run go test ./mergealloc/report/render -run TestREADMEScreenshot -update")
}
