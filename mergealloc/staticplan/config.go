package staticplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"

	"github.com/memopt/memopt/mergealloc/planner/program"
	"github.com/memopt/memopt/passes"
)

// Workspace modes (option workspace=).
const (
	WorkspaceGlobal   = "global"
	WorkspaceArgument = "argument"
)

// Constants modes (option constants=).
const (
	ConstantsKeep = "keep"
	ConstantsPack = "pack"
)

// PoolSpec is one pool as the user describes it (pools= option or JSON).
type PoolSpec struct {
	// Name is the pool's name.
	Name string
	// Kind is program.KindWorkspace, KindConstants or KindIO.
	Kind string
	// Limit is the size limit in bytes (0: unbounded).
	Limit int64
	// Spaces are the memory spaces served, as printed ("0" is the default
	// space, "1", "#gpu.address_space<workgroup>"). Empty: the default space
	// for workspace pools, every space for constants and io pools.
	Spaces []string
	// Alignment aligns the pool and every offset in it (0: the pass's
	// alignment option).
	Alignment int64
}

// Config is the pass's parsed options.
type Config struct {
	// Entries are the entry functions' names (without '@').
	Entries []string
	// Pools are the user's pools (nil: the defaults).
	Pools []PoolSpec
	// Workspace is WorkspaceGlobal or WorkspaceArgument.
	Workspace string
	// Constants is ConstantsKeep or ConstantsPack.
	Constants string
	// MemoryMap is the path of the memory map the pass writes ("": none);
	// a .h suffix writes a C header, .json JSON. Run does not write it
	// (Result.Map holds it).
	MemoryMap string
	// Device is the device memory map (nil: none).
	Device *program.Device
	// Planner names the planner library algorithm.
	Planner string
	// Alignment is the alignment of the default pools and of pools that
	// give none.
	Alignment int64
}

// parseEntries splits entry=a,b.
func parseEntries(s string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, e := range strings.Split(s, ",") {
		e = strings.TrimPrefix(strings.TrimSpace(e), "@")
		if e == "" {
			return nil, fmt.Errorf("entry: empty function name in '%s'", s)
		}
		if !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	return out, nil
}

// parseSize reads a byte count: decimal or 0x hex, optionally followed by
// K, M or G (powers of 1024, also KiB, MiB, GiB).
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	for _, suf := range []struct {
		s string
		m int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}} {
		if strings.HasSuffix(t, suf.s) && !strings.HasPrefix(t, "0x") {
			t, mult = strings.TrimSuffix(t, suf.s), suf.m
			break
		}
	}
	n, err := strconv.ParseInt(t, 0, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("'%s' is not a byte count", s)
	}
	return n * mult, nil
}

// ParsePools reads the pools= option: "name:key=value:...,name:..." with
// the keys size (limit), spaces (memory spaces joined by '+'), align, and
// the flags constants and io (or kind=workspace|constants|io); or
// "@FILE.json" with the same content as JSON.
func ParsePools(s string) ([]PoolSpec, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "@") {
		return readPoolsFile(s[1:])
	}
	var out []PoolSpec
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, fmt.Errorf("pools: empty pool in '%s'", s)
		}
		fields := strings.Split(item, ":")
		ps := PoolSpec{Name: strings.TrimSpace(fields[0]), Kind: program.KindWorkspace}
		kinds := 0
		for _, f := range fields[1:] {
			key, val, hasVal := strings.Cut(strings.TrimSpace(f), "=")
			var err error
			switch key {
			case "size":
				ps.Limit, err = parseSize(val)
			case "align":
				ps.Alignment, err = parseSize(val)
				if err == nil && ps.Alignment <= 0 {
					err = fmt.Errorf("alignment must be > 0")
				}
			case "spaces":
				for _, sp := range strings.Split(val, "+") {
					ps.Spaces = append(ps.Spaces, strings.TrimSpace(sp))
				}
			case "constants", "io":
				on := !hasVal || val == "true" || val == "1"
				if hasVal && !on && val != "false" && val != "0" {
					err = fmt.Errorf("%s expects true or false, got '%s'", key, val)
				}
				if on {
					err = setKind(&ps, map[string]string{"constants": program.KindConstants, "io": program.KindIO}[key], &kinds)
				}
			case "kind":
				err = setKind(&ps, val, &kinds)
			default:
				err = fmt.Errorf("unknown key '%s' (known: size, spaces, align, constants, io, kind)", key)
			}
			if err != nil {
				return nil, fmt.Errorf("pools: pool '%s': %v", ps.Name, err)
			}
		}
		out = append(out, ps)
	}
	return out, checkPools(out)
}

// setKind gives ps its kind; a second, different kind (constants and io,
// kind=io and constants) is an error.
func setKind(ps *PoolSpec, kind string, n *int) error {
	if *n > 0 && ps.Kind != kind {
		return fmt.Errorf("the kinds '%s' and '%s' exclude each other", ps.Kind, kind)
	}
	*n++
	ps.Kind = kind
	return nil
}

// checkPools validates names, kinds and spaces.
func checkPools(ps []PoolSpec) error {
	seen := map[string]bool{}
	for _, p := range ps {
		if !validName(p.Name) {
			return fmt.Errorf("pools: '%s' is not a pool name (letters, digits, '_', '-', '.')", p.Name)
		}
		if seen[p.Name] {
			return fmt.Errorf("pools: pool '%s' declared twice", p.Name)
		}
		seen[p.Name] = true
		switch p.Kind {
		case program.KindWorkspace, program.KindConstants, program.KindIO:
		default:
			return fmt.Errorf("pools: pool '%s': unknown kind '%s' (workspace, constants or io)", p.Name, p.Kind)
		}
		if a := p.Alignment; a > 0 && (a&(a-1) != 0 || a > passes.MaxAlignment) {
			return fmt.Errorf("pools: pool '%s': alignment must be a power of two from 1 to %d, got %d", p.Name, passes.MaxAlignment, a)
		}
		for _, sp := range p.Spaces {
			if sp == "" {
				return fmt.Errorf("pools: pool '%s': empty memory space", p.Name)
			}
		}
	}
	return nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r == '-' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// jsonPool is a pool in a pools JSON file.
type jsonPool struct {
	Name      string          `json:"name"`
	Size      json.RawMessage `json:"size"`
	Spaces    []any           `json:"spaces"`
	Align     json.RawMessage `json:"align"`
	Constants bool            `json:"constants"`
	IO        bool            `json:"io"`
	Kind      string          `json:"kind"`
}

// readPoolsFile reads pools=@FILE.json: {"pools": [...]} or a bare list.
func readPoolsFile(path string) ([]PoolSpec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("pools: cannot read '%s': %v", path, unwrap(err))
	}
	var list []jsonPool
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		err = decodeStrict(data, &list)
	} else {
		var doc struct {
			Pools []jsonPool `json:"pools"`
		}
		err = decodeStrict(data, &doc)
		list = doc.Pools
	}
	if err != nil {
		return nil, fmt.Errorf("pools: %s", jsonError(path, data, err))
	}
	var out []PoolSpec
	for _, jp := range list {
		ps := PoolSpec{Name: jp.Name, Kind: program.KindWorkspace}
		kinds := 0
		for _, k := range []struct {
			on   bool
			kind string
		}{{jp.Kind != "", jp.Kind}, {jp.Constants, program.KindConstants}, {jp.IO, program.KindIO}} {
			if k.on {
				if err := setKind(&ps, k.kind, &kinds); err != nil {
					return nil, fmt.Errorf("pools: %s: pool '%s': %v", path, jp.Name, err)
				}
			}
		}
		if ps.Limit, err = jsonSize(jp.Size); err != nil {
			return nil, fmt.Errorf("pools: %s: pool '%s': size: %v", path, jp.Name, err)
		}
		if ps.Alignment, err = jsonSize(jp.Align); err != nil {
			return nil, fmt.Errorf("pools: %s: pool '%s': align: %v", path, jp.Name, err)
		}
		for _, sp := range jp.Spaces {
			switch v := sp.(type) {
			case float64:
				if v != float64(int64(v)) || v < 0 {
					return nil, fmt.Errorf("pools: %s: pool '%s': memory space %v is not a non-negative integer", path, jp.Name, v)
				}
				ps.Spaces = append(ps.Spaces, strconv.FormatInt(int64(v), 10))
			case string:
				ps.Spaces = append(ps.Spaces, v)
			default:
				return nil, fmt.Errorf("pools: %s: pool '%s': a memory space is a number or a string", path, jp.Name)
			}
		}
		out = append(out, ps)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("pools: %s declares no pool", path)
	}
	return out, checkPools(out)
}

// jsonSize reads a number or a string byte count ("0x1000", "256K");
// absent is 0.
func jsonSize(raw json.RawMessage) (int64, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return parseSize(s)
	}
	return parseSize(string(raw))
}

// offsetError is a JSON file error at a byte offset.
type offsetError struct {
	off int64
	msg string
}

func (e *offsetError) Error() string { return e.msg }

// decodeStrict decodes JSON rejecting unknown fields and trailing data.
// An empty or truncated file is an error at its end.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		switch {
		case errors.Is(err, io.EOF):
			return &offsetError{int64(len(data)), "the file holds no JSON value"}
		case errors.Is(err, io.ErrUnexpectedEOF):
			return &offsetError{int64(len(data)), "unexpected end of the file: the JSON value is not complete"}
		}
		return err
	}
	if dec.More() {
		off := dec.InputOffset()
		for off < int64(len(data)) && strings.ContainsRune(" \t\r\n", rune(data[off])) {
			off++
		}
		return &offsetError{off, "trailing data after the JSON value"}
	}
	return nil
}

// jsonError renders a JSON decoding error as path:line:col: message.
func jsonError(path string, data []byte, err error) string {
	off := int64(-1)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var oe *offsetError
	switch {
	case errors.As(err, &oe):
		off = oe.off
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		// json: unknown field "x" carries no offset: point at the key.
		if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if i := bytes.Index(data, []byte(name+":")); i >= 0 {
				off = int64(i)
			} else if i := bytes.Index(data, []byte(name)); i >= 0 {
				off = int64(i)
			}
		}
	}
	msg := err.Error()
	if te != nil {
		// Go's message names Go types ("cannot unmarshal array into Go
		// value of type struct { ... }"): say what JSON was expected.
		where := ""
		if te.Field != "" {
			where = " for \"" + te.Field + "\""
		}
		msg = fmt.Sprintf("json: expected %s%s, got %s", jsonKind(te.Type), where, te.Value)
	}
	if off < 0 {
		return fmt.Sprintf("%s: %s", path, msg)
	}
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("%s:%d:%d: %s", path, line, col, msg)
}

// jsonKind names the JSON value a Go type is decoded from.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a JSON value"
}

// jsonRegion is a region in a device JSON file.
type jsonRegion struct {
	Name  string          `json:"name"`
	Kind  string          `json:"kind"`
	Base  json.RawMessage `json:"base"`
	Size  json.RawMessage `json:"size"`
	Pools []string        `json:"pools"`
}

// ReadDevice reads device=@FILE.json: {"name": ..., "regions": [{"name",
// "kind", "base", "size", "pools"}]}, base and size being numbers or strings
// ("0x80000000", "64K"); docs/memory-map.md describes it.
func ReadDevice(arg string) (*program.Device, error) {
	if !strings.HasPrefix(arg, "@") {
		return nil, fmt.Errorf("device: expected @FILE.json, got '%s'", arg)
	}
	path := arg[1:]
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("device: cannot read '%s': %v", path, unwrap(err))
	}
	var doc struct {
		Name    string       `json:"name"`
		Regions []jsonRegion `json:"regions"`
	}
	if err := decodeStrict(data, &doc); err != nil {
		return nil, fmt.Errorf("device: %s", jsonError(path, data, err))
	}
	d := &program.Device{Name: doc.Name}
	for _, jr := range doc.Regions {
		r := program.DeviceRegion{Name: jr.Name, Kind: jr.Kind, Pools: jr.Pools}
		if r.Kind == "" {
			r.Kind = jr.Name
		}
		if r.Base, err = jsonSize(jr.Base); err != nil {
			return nil, fmt.Errorf("device: %s: region '%s': base: %v", path, jr.Name, err)
		}
		if r.Size, err = jsonSize(jr.Size); err != nil {
			return nil, fmt.Errorf("device: %s: region '%s': size: %v", path, jr.Name, err)
		}
		if len(jr.Size) == 0 {
			return nil, fmt.Errorf("device: %s: region '%s' has no size", path, jr.Name)
		}
		d.Regions = append(d.Regions, r)
	}
	if len(d.Regions) == 0 {
		return nil, fmt.Errorf("device: %s declares no region", path)
	}
	if err := d.Validate(); err != nil {
		return nil, fmt.Errorf("device: %s: %v", path, err)
	}
	return d, nil
}

// unwrap drops the path from file errors (the message names it already).
func unwrap(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
