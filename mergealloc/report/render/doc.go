// Package render writes a memory plan report (package report) in the three
// forms memopt and memplan offer:
//
//   - text: a table per scope or pool in the layout of mlir-opt's
//     --mlir-timing report (arena, lower bound, ratio, planner and time,
//     buffers merged with offset, size, live range, name, type and location,
//     buffers left alone with the reason, notes);
//   - JSON: the report model as versioned JSON (report.SchemaVersion),
//     described by docs/memory-report.schema.json and docs/MEMORY_REPORT.md
//     and read back with report.Decode;
//   - HTML: one self-contained page (inline SVG, CSS and JavaScript, no
//     network access) with a timeline panel per scope or pool: buffers as
//     rectangles (x = live range, y = offset, height = size), the peak,
//     lower bound and capacity as lines, a tooltip with every field, click to
//     highlight the buffers live at the same time, wheel zoom and a legend.
//
// FormatOf picks the form from a file name's extension, Write renders to a
// writer and WriteFile writes a file atomically (a temporary file renamed
// into place), so a failed write never leaves a partial report.
package render
