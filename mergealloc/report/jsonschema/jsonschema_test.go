package jsonschema

import (
	"testing"

	"github.com/stretchr/testify/require"
)

const testSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "t",
  "type": "object",
  "required": ["n", "items"],
  "additionalProperties": false,
  "properties": {
    "n": {"type": "integer", "minimum": 0, "maximum": 10},
    "x": {"type": "number"},
    "s": {"type": "string", "minLength": 2},
    "k": {"enum": ["a", "b"]},
    "c": {"const": true},
    "u": {"type": ["string", "null"]},
    "m": {"type": "object", "additionalProperties": {"type": "integer"}},
    "items": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/item"}}
  },
  "$defs": {
    "item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}
  }
}`

func TestValidate(t *testing.T) {
	s, err := Compile([]byte(testSchema))
	require.NoError(t, err)
	require.NoError(t, s.Validate([]byte(`{"n": 3, "x": 1.5, "s": "ab", "k": "a", "c": true, "u": null, "m": {"a": 1}, "items": [{"id": "p", "extra": 1}]}`)))
	require.NoError(t, s.Validate([]byte(`{"n": 1e1, "items": [{"id": "p"}]}`)), "1e1 is the integer 10")

	bad := map[string]string{
		`{"items": [{"id": "p"}]}`:                          `/: missing required member "n"`,
		`{"n": 1.5, "items": [{"id": "p"}]}`:                "/n: is number, want integer",
		`{"n": -1, "items": [{"id": "p"}]}`:                 "/n: -1 is below the minimum 0",
		`{"n": 11, "items": [{"id": "p"}]}`:                 "/n: 11 is above the maximum 10",
		`{"n": 1, "s": "a", "items": [{"id": "p"}]}`:        "/s: shorter than 2 characters",
		`{"n": 1, "k": "z", "items": [{"id": "p"}]}`:        "/k: z is not one of [a b]",
		`{"n": 1, "c": false, "items": [{"id": "p"}]}`:      "/c: must be true",
		`{"n": 1, "u": 3, "items": [{"id": "p"}]}`:          "/u: is integer, want string or null",
		`{"n": 1, "m": {"a": "x"}, "items": [{"id": "p"}]}`: "/m/a: is string, want integer",
		`{"n": 1, "items": []}`:                             "/items: has 0 items, want at least 1",
		`{"n": 1, "items": [{"id": 2}]}`:                    "/items/0/id: is integer, want string",
		`{"n": 1, "items": [{}]}`:                           `/items/0: missing required member "id"`,
		`{"n": 1, "items": [{"id": "p"}], "z/~": 1}`:        `/z~1~0: member "z/~" is not in the schema`,
		`[1]`:      "/: is array, want object",
		`{"n": 1,`: "not JSON",
		`{} {}`:    "data after the top-level value",
	}
	for doc, msg := range bad {
		require.ErrorContains(t, s.Validate([]byte(doc)), msg, doc)
	}
}

func TestCompileRejects(t *testing.T) {
	for schema, msg := range map[string]string{
		`{"type": "object", "pattern": "x"}`:   `keyword "pattern" is not supported`,
		`{"$ref": "http://x/y"}`:               "only local references",
		`{"$ref": "#/$defs/nope"}`:             "undefined #/$defs/nope",
		`{"type": "thing"}`:                    `unknown type "thing"`,
		`{"properties": {"a": 3}}`:             "want an object or a boolean",
		`{"minLength": -1}`:                    "want a non-negative integer",
		`{"properties": {"a": {"$defs": {}}}}`: "$defs only at the top level",
		`not json`:                             "schema:",
	} {
		_, err := Compile([]byte(schema))
		require.ErrorContains(t, err, msg, schema)
	}
	s, err := Compile([]byte(`false`))
	require.NoError(t, err)
	require.ErrorContains(t, s.Validate([]byte(`1`)), "not allowed")
}
