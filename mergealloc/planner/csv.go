package planner

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PosError is an input error at a position: "file:line:col: error: msg".
type PosError struct {
	// File, Line and Col locate the error (1-based line and column).
	File      string
	Line, Col int
	// Msg describes it.
	Msg string
}

// Error implements error.
func (e *PosError) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: %s", e.File, e.Line, e.Col, e.Msg)
}

// ReadCSV reads a problem in MiniMalloc's CSV format: a header naming the
// columns id, lower, upper and size (any order), optionally alignment and
// offset, then one buffer per line with a half-open live range
// [lower, upper). A buffer with a value in the offset column is fixed at that
// offset (Buffer.Fixed); an empty offset leaves it to the planner. Blank lines
// are skipped. Errors carry the file name, line and column of the bad field;
// fixed buffers are checked with ValidateFixed, and an overlap is reported at
// the later buffer's offset, naming the other buffer and its line.
func ReadCSV(r io.Reader, file string) (*Problem, error) {
	p, _, err := readCSV(r, file)
	return p, err
}

// ReadCSVPlan reads a CSV written by WriteCSV: the problem (every buffer with
// an offset fixed there) and the offsets as a plan's (nil when there is no
// offset column; 0 for an empty offset).
func ReadCSVPlan(r io.Reader, file string) (*Problem, []int64, error) {
	return readCSV(r, file)
}

func readCSV(r io.Reader, file string) (*Problem, []int64, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	col := map[string]int{}
	var p Problem
	var offsets []int64
	line := 0
	header := false
	seen := map[string]int{}
	type pos struct{ line, col int }
	var offPos []pos // where each buffer's offset field is
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if line == 1 {
			// A UTF-8 byte order mark (spreadsheets write one) is not
			// part of the first column's name.
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields, starts := splitFields(text)
		if !header {
			header = true
			for k, f := range fields {
				name := strings.ToLower(strings.TrimSpace(f))
				if _, dup := col[name]; dup {
					return nil, nil, &PosError{file, line, starts[k], fmt.Sprintf("column %q appears twice", name)}
				}
				switch name {
				case "id", "lower", "upper", "size", "alignment", "offset":
				default:
					return nil, nil, &PosError{file, line, starts[k], fmt.Sprintf("unknown column %q (want id, lower, upper, size[, alignment][, offset])", f)}
				}
				col[name] = k
			}
			for _, need := range []string{"id", "lower", "upper", "size"} {
				if _, ok := col[need]; !ok {
					return nil, nil, &PosError{file, line, 1, fmt.Sprintf("header lacks the %q column", need)}
				}
			}
			continue
		}
		if len(fields) != len(col) {
			c := len(text) + 1
			if len(fields) > len(col) {
				c = starts[len(col)]
			}
			return nil, nil, &PosError{file, line, c, fmt.Sprintf("expected %d fields, found %d", len(col), len(fields))}
		}
		num := func(name string, min int64) (int64, error) {
			k, ok := col[name]
			if !ok {
				return 0, nil
			}
			s := strings.TrimSpace(fields[k])
			v, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return 0, &PosError{file, line, starts[k], fmt.Sprintf("%s: %q is not an integer", name, s)}
			}
			if v < min {
				return 0, &PosError{file, line, starts[k], fmt.Sprintf("%s: %d is below %d", name, v, min)}
			}
			return v, nil
		}
		var b Buffer
		b.ID = strings.TrimSpace(fields[col["id"]])
		if b.ID == "" {
			return nil, nil, &PosError{file, line, starts[col["id"]], "empty id"}
		}
		if prev, dup := seen[b.ID]; dup {
			return nil, nil, &PosError{file, line, starts[col["id"]], fmt.Sprintf("id %q already used on line %d", b.ID, prev)}
		}
		seen[b.ID] = line
		var err error
		if b.Lower, err = num("lower", -1<<62); err != nil {
			return nil, nil, err
		}
		if b.Upper, err = num("upper", -1<<62); err != nil {
			return nil, nil, err
		}
		if b.Upper < b.Lower {
			return nil, nil, &PosError{file, line, starts[col["upper"]], fmt.Sprintf("upper %d is below lower %d", b.Upper, b.Lower)}
		}
		if b.Size, err = num("size", 0); err != nil {
			return nil, nil, err
		}
		if b.Alignment, err = num("alignment", 1); err != nil {
			return nil, nil, err
		}
		if k, ok := col["offset"]; ok {
			var off int64
			if strings.TrimSpace(fields[k]) != "" {
				if off, err = num("offset", 0); err != nil {
					return nil, nil, err
				}
				b.Fixed, b.Offset = true, off
			}
			offsets = append(offsets, off)
			offPos = append(offPos, pos{line, starts[k]})
		}
		p.Buffers = append(p.Buffers, b)
	}
	if err := sc.Err(); err != nil {
		return nil, nil, &PosError{file, line + 1, 1, err.Error()}
	}
	if !header {
		return nil, nil, &PosError{file, 1, 1, "empty input: expected a header id,lower,upper,size"}
	}
	if err := ValidateFixed(&p); err != nil {
		var ov *FixedOverlapError
		var al *FixedAlignError
		switch {
		case errors.As(err, &ov):
			at := offPos[ov.B]
			return nil, nil, &PosError{file, at.line, at.col, fmt.Sprintf("%v (%q is on line %d)", err, ov.AID, offPos[ov.A].line)}
		case errors.As(err, &al):
			at := offPos[al.Buffer]
			return nil, nil, &PosError{file, at.line, at.col, err.Error()}
		}
		return nil, nil, err
	}
	return &p, offsets, nil
}

// splitFields splits a CSV line at commas and returns each field with its
// 1-based starting column.
func splitFields(s string) ([]string, []int) {
	var fields []string
	var starts []int
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			fields = append(fields, s[start:i])
			starts = append(starts, start+1)
			start = i + 1
		}
	}
	return fields, starts
}

// WriteCSV writes the problem with the plan's offsets as MiniMalloc's CSV:
// id,lower,upper,size[,alignment],offset (alignment only when some buffer has
// one).
func WriteCSV(w io.Writer, p *Problem, pl *Plan) error {
	withAlign := false
	for _, b := range p.Buffers {
		withAlign = withAlign || b.Alignment > 1
	}
	bw := bufio.NewWriter(w)
	if withAlign {
		fmt.Fprintln(bw, "id,lower,upper,size,alignment,offset")
	} else {
		fmt.Fprintln(bw, "id,lower,upper,size,offset")
	}
	for i, b := range p.Buffers {
		if withAlign {
			fmt.Fprintf(bw, "%s,%d,%d,%d,%d,%d\n", b.ID, b.Lower, b.Upper, b.Size, max(b.Alignment, 1), pl.Offsets[i])
		} else {
			fmt.Fprintf(bw, "%s,%d,%d,%d,%d\n", b.ID, b.Lower, b.Upper, b.Size, pl.Offsets[i])
		}
	}
	return bw.Flush()
}

// jsonPlan is the JSON form of a plan.
type jsonPlan struct {
	Algorithm  string       `json:"algorithm"`
	Peak       int64        `json:"peak"`
	LowerBound int64        `json:"lower_bound"`
	Bound      int64        `json:"proven_bound,omitempty"`
	Optimal    bool         `json:"optimal"`
	Buffers    []jsonBuffer `json:"buffers"`
}

type jsonBuffer struct {
	ID     string `json:"id"`
	Lower  int64  `json:"lower"`
	Upper  int64  `json:"upper"`
	Size   int64  `json:"size"`
	Offset int64  `json:"offset"`
	Fixed  bool   `json:"fixed,omitempty"`
	Pool   string `json:"pool,omitempty"`
}

// WriteJSON writes the plan as JSON: algorithm, peak, lower bound, a larger
// lower bound the exact solver proved (proven_bound, when there is one),
// whether it is proven optimal, and every buffer with its offset (marked fixed when it
// was, and with its pool when the problem declares pools).
func WriteJSON(w io.Writer, p *Problem, pl *Plan) error {
	out := jsonPlan{Algorithm: pl.Algorithm, Peak: pl.Peak(), LowerBound: LowerBound(p), Optimal: pl.Optimal}
	if pl.Bound > out.LowerBound {
		out.Bound = pl.Bound
	}
	pools := p.pools()
	for i, b := range p.Buffers {
		jb := jsonBuffer{ID: b.ID, Lower: b.Lower, Upper: b.Upper, Size: b.Size, Offset: pl.Offsets[i], Fixed: b.Fixed}
		if len(p.Pools) > 0 {
			jb.Pool = pools[pl.PoolOf[i]].Name
		}
		out.Buffers = append(out.Buffers, jb)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
