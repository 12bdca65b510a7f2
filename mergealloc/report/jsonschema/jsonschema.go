// Package jsonschema validates JSON documents against a JSON Schema
// (draft 2020-12) written with the subset of keywords that the memory
// report's schema (docs/memory-report.schema.json) uses: type, properties,
// required, additionalProperties, items, enum, const, minimum, maximum,
// minLength, minItems and local references ($ref to "#/$defs/NAME"), plus
// the annotations $schema, $id, $comment, title, description, default and
// examples. A schema using any other keyword is rejected when compiled, so
// a schema can never say more than this validator checks.
package jsonschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Schema is a compiled schema.
type Schema struct {
	root *node
}

type node struct {
	types      []string
	properties map[string]*node
	propOrder  []string
	required   []string
	// additional is nil when additional properties are allowed; a node
	// with reject set when they are forbidden (false).
	additional *node
	reject     bool // the schema `false`
	items      *node
	enum       []any
	hasConst   bool
	constVal   any
	minimum    *float64
	maximum    *float64
	minLength  int
	minItems   int
	ref        string
	resolved   *node
}

var annotations = map[string]bool{
	"$schema": true, "$id": true, "$comment": true, "title": true,
	"description": true, "default": true, "examples": true,
}

// Compile parses a schema.
func Compile(schema []byte) (*Schema, error) {
	var doc any
	dec := json.NewDecoder(bytes.NewReader(schema))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("schema: %v", err)
	}
	defs := map[string]*node{}
	var refs []*node
	var build func(v any, path string) (*node, error)
	build = func(v any, path string) (*node, error) {
		if b, ok := v.(bool); ok {
			return &node{reject: !b}, nil
		}
		m, ok := v.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("schema %s: want an object or a boolean", path)
		}
		n := &node{}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			val := m[k]
			at := path + "/" + k
			switch k {
			case "type":
				switch t := val.(type) {
				case string:
					n.types = []string{t}
				case []any:
					for _, x := range t {
						s, ok := x.(string)
						if !ok {
							return nil, fmt.Errorf("schema %s: want type names", at)
						}
						n.types = append(n.types, s)
					}
				default:
					return nil, fmt.Errorf("schema %s: want a type name or a list", at)
				}
				for _, t := range n.types {
					switch t {
					case "object", "array", "string", "integer", "number", "boolean", "null":
					default:
						return nil, fmt.Errorf("schema %s: unknown type %q", at, t)
					}
				}
			case "properties":
				pm, ok := val.(map[string]any)
				if !ok {
					return nil, fmt.Errorf("schema %s: want an object", at)
				}
				n.properties = map[string]*node{}
				for name := range pm {
					n.propOrder = append(n.propOrder, name)
				}
				sort.Strings(n.propOrder)
				for _, name := range n.propOrder {
					c, err := build(pm[name], at+"/"+name)
					if err != nil {
						return nil, err
					}
					n.properties[name] = c
				}
			case "required":
				list, ok := val.([]any)
				if !ok {
					return nil, fmt.Errorf("schema %s: want a list of names", at)
				}
				for _, x := range list {
					s, ok := x.(string)
					if !ok {
						return nil, fmt.Errorf("schema %s: want a list of names", at)
					}
					n.required = append(n.required, s)
				}
			case "additionalProperties":
				c, err := build(val, at)
				if err != nil {
					return nil, err
				}
				n.additional = c
			case "items":
				c, err := build(val, at)
				if err != nil {
					return nil, err
				}
				n.items = c
			case "enum":
				list, ok := val.([]any)
				if !ok {
					return nil, fmt.Errorf("schema %s: want a list", at)
				}
				n.enum = list
			case "const":
				n.hasConst, n.constVal = true, val
			case "minimum", "maximum":
				f, err := number(val)
				if err != nil {
					return nil, fmt.Errorf("schema %s: %v", at, err)
				}
				if k == "minimum" {
					n.minimum = &f
				} else {
					n.maximum = &f
				}
			case "minLength", "minItems":
				f, err := number(val)
				if err != nil || f < 0 || f != math.Trunc(f) {
					return nil, fmt.Errorf("schema %s: want a non-negative integer", at)
				}
				if k == "minLength" {
					n.minLength = int(f)
				} else {
					n.minItems = int(f)
				}
			case "$ref":
				s, ok := val.(string)
				if !ok || !strings.HasPrefix(s, "#/$defs/") {
					return nil, fmt.Errorf("schema %s: only local references #/$defs/NAME are supported", at)
				}
				n.ref = strings.TrimPrefix(s, "#/$defs/")
				refs = append(refs, n)
			case "$defs":
				if path != "#" {
					return nil, fmt.Errorf("schema %s: $defs only at the top level", at)
				}
				dm, ok := val.(map[string]any)
				if !ok {
					return nil, fmt.Errorf("schema %s: want an object", at)
				}
				for name, d := range dm {
					c, err := build(d, at+"/"+name)
					if err != nil {
						return nil, err
					}
					defs[name] = c
				}
			default:
				if !annotations[k] {
					return nil, fmt.Errorf("schema %s: keyword %q is not supported by this validator", at, k)
				}
			}
		}
		return n, nil
	}
	root, err := build(doc, "#")
	if err != nil {
		return nil, err
	}
	for _, r := range refs {
		d := defs[r.ref]
		if d == nil {
			return nil, fmt.Errorf("schema: $ref to undefined #/$defs/%s", r.ref)
		}
		r.resolved = d
	}
	return &Schema{root: root}, nil
}

func number(v any) (float64, error) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, fmt.Errorf("want a number")
	}
	return n.Float64()
}

// Validate checks the JSON document data against s and returns every
// violation (at most 50), each naming its place as a JSON pointer.
func (s *Schema) Validate(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	if dec.More() {
		return fmt.Errorf("not JSON: data after the top-level value")
	}
	v := &validator{}
	v.check(s.root, doc, "")
	if len(v.errs) == 0 {
		return nil
	}
	return &Errors{List: v.errs}
}

// Errors lists the violations of one document.
type Errors struct {
	List []string
}

func (e *Errors) Error() string { return strings.Join(e.List, "\n") }

type validator struct {
	errs []string
}

func (v *validator) fail(path, format string, args ...any) {
	if len(v.errs) >= 50 {
		return
	}
	if path == "" {
		path = "/"
	}
	v.errs = append(v.errs, path+": "+fmt.Sprintf(format, args...))
}

func typeOf(x any) string {
	switch t := x.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		if _, err := strconv.ParseInt(string(t), 10, 64); err == nil {
			return "integer"
		}
		if f, err := t.Float64(); err == nil && f == math.Trunc(f) && !math.IsInf(f, 0) {
			return "integer"
		}
		return "number"
	}
	return "unknown"
}

func equal(a, b any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

func (v *validator) check(n *node, x any, path string) {
	if n.resolved != nil {
		n = n.resolved
	}
	if n.reject {
		v.fail(path, "not allowed here")
		return
	}
	if len(n.types) > 0 {
		t := typeOf(x)
		ok := false
		for _, want := range n.types {
			if want == t || (want == "number" && t == "integer") {
				ok = true
			}
		}
		if !ok {
			v.fail(path, "is %s, want %s", t, strings.Join(n.types, " or "))
			return
		}
	}
	if n.hasConst && !equal(x, n.constVal) {
		v.fail(path, "must be %v", n.constVal)
	}
	if n.enum != nil {
		found := false
		for _, e := range n.enum {
			if equal(x, e) {
				found = true
				break
			}
		}
		if !found {
			v.fail(path, "%v is not one of %v", x, n.enum)
		}
	}
	switch t := x.(type) {
	case json.Number:
		f, _ := t.Float64()
		if n.minimum != nil && f < *n.minimum {
			v.fail(path, "%s is below the minimum %v", t, *n.minimum)
		}
		if n.maximum != nil && f > *n.maximum {
			v.fail(path, "%s is above the maximum %v", t, *n.maximum)
		}
	case string:
		if utf8.RuneCountInString(t) < n.minLength {
			v.fail(path, "shorter than %d characters", n.minLength)
		}
	case []any:
		if len(t) < n.minItems {
			v.fail(path, "has %d items, want at least %d", len(t), n.minItems)
		}
		if n.items != nil {
			for i, e := range t {
				v.check(n.items, e, path+"/"+strconv.Itoa(i))
			}
		}
	case map[string]any:
		for _, r := range n.required {
			if _, ok := t[r]; !ok {
				v.fail(path, "missing required member %q", r)
			}
		}
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			at := path + "/" + strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
			if c, ok := n.properties[k]; ok {
				v.check(c, t[k], at)
			} else if n.additional != nil {
				if n.additional.reject {
					v.fail(at, "member %q is not in the schema", k)
				} else {
					v.check(n.additional, t[k], at)
				}
			}
		}
	}
}
