package render

import (
	"bufio"
	_ "embed"
	"html"
	"io"
	"strings"

	"github.com/memopt/memopt/mergealloc/report"
)

var (
	//go:embed assets/page.html
	pageHTML string
	//go:embed assets/page.css
	pageCSS string
	//go:embed assets/page.js
	pageJS string
)

// WriteHTML writes r as one self-contained HTML page: the report's JSON
// form (WriteJSON) inside a script element, and inline CSS and JavaScript
// that draw, per scope or pool, a panel with the plan as an SVG timeline
// (x = live range in ticks, y = offset, height = size), the peak, the
// lower bound and the capacity as lines and the bytes live at each tick as
// a step line; a tooltip with every field of the buffer under the mouse;
// click to highlight the buffers live at the same time; mouse-wheel zoom,
// drag to pan; a legend and a summary table. The page fetches nothing and
// works from disk. Reports of more than 20,000 buffers draw each panel when
// it is scrolled into view.
//
// The drawing maps each panel's ticks [t0, t1) to x in [0, 1000] and bytes
// [0, ymax] to y in [1000, 0] of the panel's svg.area element, whose
// data-t0, data-t1 and data-ymax attributes give the mapping; buffer i is
// the rect with data-i="i" (docs/MEMORY_REPORT.md).
func WriteHTML(w io.Writer, r *report.Report) error { return writeHTML(w, r, 0) }

func writeHTML(w io.Writer, r *report.Report, threads int) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	title := "Memory plan"
	if r.Input != "" {
		title += ": " + r.Input
	}
	rest := pageHTML
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			bw.WriteString(rest)
			break
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			bw.WriteString(rest)
			break
		}
		bw.WriteString(rest[:i])
		switch rest[i+2 : i+j] {
		case "TITLE":
			bw.WriteString(html.EscapeString(title))
		case "CSS":
			bw.WriteString(strings.TrimRight(pageCSS, "\n"))
		case "JS":
			bw.WriteString(strings.TrimRight(pageJS, "\n"))
		case "DATA":
			if err := writeJSON(bw, r, true, threads); err != nil {
				return err
			}
		default:
			bw.WriteString(rest[i : i+j+2])
		}
		rest = rest[i+j+2:]
	}
	return bw.Flush()
}
