package staticplan

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/planner/program"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

func memref(t *testing.T, s string) *ir.MemRefType {
	t.Helper()
	m, err := parser.Parse("t", []byte("func.func private @f(%a: "+s+")"))
	require.NoError(t, err)
	return ir.FuncType(m.Body().First()).Inputs[0].(*ir.MemRefType)
}

func TestEncodeDense(t *testing.T) {
	f32 := func(vs ...float32) []byte {
		var b []byte
		for _, v := range vs {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
		}
		return b
	}
	for _, tc := range []struct {
		body, typ string
		want      []byte
	}{
		{"[1.5, -2.0]", "memref<2xf32>", f32(1.5, -2)},
		{"[[1.0, 2.0], [3.0, 4.0]]", "memref<2x2xf32>", f32(1, 2, 3, 4)},
		{"0.25", "memref<3xf32>", f32(0.25, 0.25, 0.25)},
		{"[0x7FC00000, 0xFF800000]", "memref<2xf32>", []byte{0, 0, 0xC0, 0x7F, 0, 0, 0x80, 0xFF}},
		{`"0x0000803F00000040"`, "memref<2xf32>", f32(1, 2)},
		{`"0x0000803F"`, "memref<2xf32>", f32(1, 1)},
		{"[1.0, 0.5, -2.0, 65504.0, 6.1035156e-05, 5.96046448e-08, 65520.0]", "memref<7xf16>",
			[]byte{0x00, 0x3C, 0x00, 0x38, 0x00, 0xC0, 0xFF, 0x7B, 0x00, 0x04, 0x01, 0x00, 0x00, 0x7C}},
		{"[1.0, 3.140625, -0.0]", "memref<3xbf16>", []byte{0x80, 0x3F, 0x49, 0x40, 0x00, 0x80}},
		{"[1, -1, 127, -128]", "memref<4xi8>", []byte{1, 0xFF, 0x7F, 0x80}},
		{"[255, 0]", "memref<2xui8>", []byte{0xFF, 0}},
		{"[true, false, true]", "memref<3xi1>", []byte{1, 0, 1}},
		{"true", "memref<2xi1>", []byte{1, 1}},
		{`"0x05"`, "memref<5xi1>", []byte{1, 0, 1, 0, 0}},
		{`"0x0102"`, "memref<10xi1>", []byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 1}},
		{`"0xFF"`, "memref<3xi1>", []byte{1, 1, 1}},
		{"[-2, 3]", "memref<2xi4>", []byte{0x0E, 0x03}},
		{"[-1, 2]", "memref<2xi16>", []byte{0xFF, 0xFF, 2, 0}},
		{"[7]", "memref<1xindex>", []byte{7, 0, 0, 0, 0, 0, 0, 0}},
		{"[3.141592653589793]", "memref<1xf64>", binary.LittleEndian.AppendUint64(nil, math.Float64bits(math.Pi))},
		{"5", "memref<i32>", []byte{5, 0, 0, 0}},
	} {
		mt := memref(t, tc.typ)
		got, err := EncodeDense(&ir.DenseElementsAttr{Body: tc.body}, mt)
		require.NoError(t, err, "%s %s", tc.body, tc.typ)
		require.Equal(t, tc.want, got, "%s %s", tc.body, tc.typ)
	}
	for _, tc := range []struct{ body, typ, err string }{
		{"[1.0, 2.0]", "memref<3xf32>", "initializer has 2 elements, the type 3"},
		{"[300]", "memref<1xi8>", "does not fit in 8 bits"},
		{`"0x01"`, "memref<2xi16>", "hex initializer has 1 bytes"},
		{"[(1.0, 2.0)]", "memref<1xcomplex<f32>>", "is not packed"},
		{"[1]", "memref<1xi128>", "wider than 64 bits"},
	} {
		_, err := EncodeDense(&ir.DenseElementsAttr{Body: tc.body}, memref(t, tc.typ))
		require.ErrorContains(t, err, tc.err, "%s %s", tc.body, tc.typ)
	}
	_, err := EncodeDense(&ir.DenseElementsAttr{Body: "blob", Resource: true}, memref(t, "memref<2xf32>"))
	require.ErrorContains(t, err, "dense_resource")
}

func TestRoundFloat(t *testing.T) {
	half := map[float64]uint16{1: 0x3C00, -2: 0xC000, 1.0 / 3: 0x3555, 65504: 0x7BFF, 65519: 0x7BFF, 65520: 0x7C00,
		math.Inf(-1): 0xFC00, 6.103515625e-05: 0x0400, 5.960464477539063e-08: 0x0001, 2.98e-08: 0x0000, 2.99e-08: 0x0001,
		1.0009765625: 0x3C01, 1.00048828125: 0x3C00 /* tie to even */, 1.00146484375: 0x3C02 /* tie to even */}
	for v, want := range half {
		require.Equal(t, want, roundFloat(v, 5, 10), "f16(%v)", v)
	}
	require.Equal(t, uint16(0x7E00), roundFloat(math.NaN(), 5, 10))
	bf := map[float64]uint16{1: 0x3F80, 3.140625: 0x4049, -3.5: 0xC060, 1e20: 0x60AD, 1e39: 0x7F80}
	for v, want := range bf {
		require.Equal(t, want, roundFloat(v, 8, 7), "bf16(%v)", v)
	}
}

func TestParsePools(t *testing.T) {
	ps, err := ParsePools("sram:size=256K:spaces=1+2:align=64,dram:spaces=0:align=4096,rom:constants:size=0x1000,io:io")
	require.NoError(t, err)
	require.Equal(t, []PoolSpec{
		{Name: "sram", Kind: program.KindWorkspace, Limit: 256 << 10, Spaces: []string{"1", "2"}, Alignment: 64},
		{Name: "dram", Kind: program.KindWorkspace, Spaces: []string{"0"}, Alignment: 4096},
		{Name: "rom", Kind: program.KindConstants, Limit: 4096},
		{Name: "io", Kind: program.KindIO},
	}, ps)
	dir := t.TempDir()
	file := filepath.Join(dir, "pools.json")
	require.NoError(t, os.WriteFile(file, []byte(`{"pools": [{"name": "sram", "size": "256K", "spaces": [1, "2"], "align": 64},
 {"name": "dram", "spaces": [0], "align": 4096}, {"name": "rom", "constants": true, "size": 4096}, {"name": "io", "io": true}]}`), 0o644))
	fromFile, err := ParsePools("@" + file)
	require.NoError(t, err)
	require.Equal(t, ps, fromFile)
	require.NoError(t, os.WriteFile(file, []byte(`[{"name": "a"}]`), 0o644))
	_, err = ParsePools("@" + file)
	require.NoError(t, err)
	for spec, msg := range map[string]string{
		"a:size=-1":           "is not a byte count",
		"a:align=0":           "alignment must be > 0",
		"a:colour=red":        "unknown key 'colour'",
		"a:constants=yes":     "constants expects true or false",
		"a:kind=scratch":      "unknown kind 'scratch'",
		"a b":                 "is not a pool name",
		"a,,b":                "empty pool",
		"a:spaces=1+":         "empty memory space",
		"a:align=48":          "alignment must be a power of two from 1 to 4294967296, got 48",
		"a:align=8G":          "alignment must be a power of two",
		"a:constants:io":      "the kinds 'constants' and 'io' exclude each other",
		"a:kind=io:constants": "the kinds 'io' and 'constants' exclude each other",
	} {
		_, err := ParsePools(spec)
		require.ErrorContains(t, err, msg, spec)
	}
	require.NoError(t, os.WriteFile(file, []byte("{\n  \"pools\": [\n    {\"name\": \"a\", \"size\": true}\n  ]\n}"), 0o644))
	_, err = ParsePools("@" + file)
	require.ErrorContains(t, err, "pools.json: pool 'a': size:")
	require.NoError(t, os.WriteFile(file, []byte("{\n  \"pools\": [\n    {\"name\": \"a\",\n     \"limit\": 3}]}"), 0o644))
	_, err = ParsePools("@" + file)
	require.ErrorContains(t, err, "pools.json:4:6: json: unknown field \"limit\"")
	// JSON of the wrong shape is described in JSON terms, not Go types.
	for text, msg := range map[string]string{
		`{"pools": {"name": "a"}}`:                `json: expected an array for "pools", got object`,
		`[{"name": 3}]`:                           `json: expected a string for "name", got number`,
		`{"pools": [{"name": "a", "align": 12}]}`: "alignment must be a power of two",
		// A memory space is a whole number, never rounded.
		`[{"name": "a", "spaces": [1.5]}]`:                 "pool 'a': memory space 1.5 is not a non-negative integer",
		`[{"name": "a", "spaces": [-1]}]`:                  "pool 'a': memory space -1 is not a non-negative integer",
		`[{"name": "a", "io": true, "constants": true}]`:   "pool 'a': the kinds 'constants' and 'io' exclude each other",
		`[{"name": "a", "kind": "workspace", "io": true}]`: "pool 'a': the kinds 'workspace' and 'io' exclude each other",
		// Empty, truncated and overlong files are errors at a place.
		"":                         "pools.json:1:1: the file holds no JSON value",
		"{\"pools\": [\n":          "pools.json:2:1: unexpected end of the file",
		"[{\"name\": \"a\"}]\n  x": "pools.json:2:3: trailing data after the JSON value",
	} {
		require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
		_, err = ParsePools("@" + file)
		require.ErrorContains(t, err, msg, text)
		require.NotContains(t, err.Error(), "Go value", text)
	}
	require.NoError(t, os.WriteFile(file, []byte(`[{"name": "cpu"}]`), 0o644))
	_, err = ReadDevice("@" + file)
	require.ErrorContains(t, err, "json: expected an object, got array")
}

func TestReadDevice(t *testing.T) {
	d, err := ReadDevice("@../../testdata/staticplan/Inputs/device.json")
	require.NoError(t, err)
	require.Equal(t, "accel0", d.Name)
	require.Equal(t, program.DeviceRegion{Name: "data", Kind: "data", Base: 0x80010000, Size: 16 << 10,
		Pools: []string{"constants", "workspace", "io"}}, d.Regions[1])
	_, err = ReadDevice("device.json")
	require.ErrorContains(t, err, "expected @FILE.json")
	file := filepath.Join(t.TempDir(), "d.json")
	require.NoError(t, os.WriteFile(file, []byte(`{"regions": [{"name": "a", "base": 0, "size": 100}, {"name": "b", "base": 50, "size": 100}]}`), 0o644))
	_, err = ReadDevice("@" + file)
	require.ErrorContains(t, err, "overlap")
	require.NoError(t, os.WriteFile(file, []byte(`{"regions": [{"name": "a", "base": 0}]}`), 0o644))
	_, err = ReadDevice("@" + file)
	require.ErrorContains(t, err, "has no size")
}

// checkMap is an independent plan checker over a memory map: in every
// pool, buffers whose live ranges meet never overlap in memory, offsets are
// aligned, and every buffer is inside its pool (and its limit).
func checkMap(t *testing.T, mm *MemoryMap) {
	t.Helper()
	for _, p := range mm.Pools {
		var bufs []MapBuffer
		for _, b := range mm.Buffers {
			if b.Pool == p.Name {
				bufs = append(bufs, b)
			}
		}
		for i, a := range bufs {
			require.Zero(t, a.Offset%a.Alignment, "%s %s: offset %d not aligned to %d", p.Name, a.Name, a.Offset, a.Alignment)
			require.LessOrEqual(t, a.Offset+a.Size, p.Size, "%s %s: outside the pool", p.Name, a.Name)
			if p.Limit > 0 {
				require.LessOrEqual(t, a.Offset+a.Size, p.Limit, "%s %s: beyond the limit", p.Name, a.Name)
			}
			for _, b := range bufs[i+1:] {
				timeMeet := a.Live[0] <= b.Live[1] && b.Live[0] <= a.Live[1]
				memMeet := a.Offset < b.Offset+b.Size && b.Offset < a.Offset+a.Size && a.Size > 0 && b.Size > 0
				require.False(t, timeMeet && memMeet, "pool %s: %s in %s %v [%d, %d) and %s in %s %v [%d, %d) overlap",
					p.Name, a.Name, a.Function, a.Live, a.Offset, a.Offset+a.Size, b.Name, b.Function, b.Live, b.Offset, b.Offset+b.Size)
			}
		}
	}
}

// TestFallbackPlanChecked: sram overflows and buffers fall back to dram;
// the memory map passes the independent checker in both pools, and the
// planner library's Verify agrees.
func TestFallbackPlanChecked(t *testing.T) {
	src, err := os.ReadFile("../../testdata/staticplan/exec/12_fallback.mlir")
	require.NoError(t, err)
	for _, planner := range []string{"cost-model", "size-first", "greedy-by-size", "gmem", "auto"} {
		_, _, mm := planText(t, "12_fallback.mlir", src, "pools=sram:size=1024:align=64,dram:align=64 planner="+planner, false)
		require.NotEmpty(t, mm.Moves, planner)
		var sram, dram int
		for _, b := range mm.Buffers {
			switch b.Pool {
			case "sram":
				sram++
			case "dram":
				dram++
			}
		}
		require.Positive(t, sram, planner)
		require.Positive(t, dram, planner)
		require.LessOrEqual(t, poolByName(t, mm, "sram").Size, int64(1024))
		checkMap(t, mm)
		verifyWithPlanner(t, mm)
	}
}

// verifyWithPlanner rebuilds one planner.Problem per pool from the map and
// checks it with planner.Verify.
func verifyWithPlanner(t *testing.T, mm *MemoryMap) {
	t.Helper()
	for _, p := range mm.Pools {
		prob := &planner.Problem{Pools: []planner.Pool{{Name: p.Name, Size: p.Limit}}}
		pl := &planner.Plan{PoolSizes: []int64{0}}
		for _, b := range mm.Buffers {
			if b.Pool != p.Name {
				continue
			}
			prob.Buffers = append(prob.Buffers, planner.Buffer{ID: b.Function + b.Name, Size: b.Size, Alignment: b.Alignment,
				Lower: b.Live[0], Upper: b.Live[1] + 1})
			pl.Offsets = append(pl.Offsets, b.Offset)
			pl.PoolOf = append(pl.PoolOf, 0)
			pl.PoolSizes[0] = max(pl.PoolSizes[0], b.Offset+b.Size)
		}
		require.NoError(t, planner.Verify(prob, pl), "pool %s", p.Name)
	}
}

// TestPackedBytes checks constants=pack byte for byte: the pool global's
// initializer holds each constant, at the offset the memory map gives,
// little-endian, i1 as one byte 0 or 1 (as LLVM stores i1 arrays). The
// expected bytes are written out independently of the encoder.
func TestPackedBytes(t *testing.T) {
	src := `
memref.global "private" constant @f32s : memref<3xf32> = dense<[1.5, -0.1, 3.0e+38]>
memref.global "private" constant @f16s : memref<4xf16> = dense<[1.0, -0.5, 0.1, 65504.0]>
memref.global "private" constant @i8s : memref<2x3xi8> = dense<[[1, -1, 127], [-128, 0, 42]]>
memref.global "private" constant @bits : memref<5xi1> = dense<[true, false, false, true, true]>
memref.global "private" constant @hexbits : memref<12xi1> = dense<"0x0D08">
func.func @main() {
  %a = memref.get_global @f32s : memref<3xf32>
  %b = memref.get_global @f16s : memref<4xf16>
  %c = memref.get_global @i8s : memref<2x3xi8>
  %d = memref.get_global @bits : memref<5xi1>
  %e = memref.get_global @hexbits : memref<12xi1>
  "test.use"(%a, %b, %c, %d, %e) : (memref<3xf32>, memref<4xf16>, memref<2x3xi8>, memref<5xi1>, memref<12xi1>) -> ()
  return
}`
	text, _, mm := planText(t, "packed.mlir", []byte(src), "constants=pack alignment=8", false)
	// The printer spells the pool as mlir-opt does: a hex blob above 100
	// bytes, else a list of i8 values (a splat when all bytes are equal).
	m := regexp.MustCompile(`@__memopt_pool_constants : memref<(\d+)xi8> = dense<("0x[0-9A-F]*"|\[[-0-9, ]*\]|-?\d+)>`).FindStringSubmatch(text)
	require.NotNil(t, m, text)
	var pool []byte
	switch body := m[2]; {
	case strings.HasPrefix(body, `"0x`):
		var err error
		pool, err = hex.DecodeString(body[3 : len(body)-1])
		require.NoError(t, err)
	case strings.HasPrefix(body, "["):
		for _, f := range strings.Split(strings.Trim(body, "[]"), ", ") {
			v, err := strconv.ParseInt(f, 10, 8)
			require.NoError(t, err)
			pool = append(pool, byte(v))
		}
	default:
		n, _ := strconv.Atoi(m[1])
		v, err := strconv.ParseInt(body, 10, 8)
		require.NoError(t, err)
		pool = bytes.Repeat([]byte{byte(v)}, n)
	}
	require.Equal(t, m[1], strconv.Itoa(len(pool)))
	want := map[string][]byte{
		// 1.5 = 0x3FC00000, -0.1f = 0xBDCCCCCD, 3e38f = 0x7F61B1E6
		"@f32s": {0x00, 0x00, 0xC0, 0x3F, 0xCD, 0xCC, 0xCC, 0xBD, 0xE6, 0xB1, 0x61, 0x7F},
		// 1.0 = 0x3C00, -0.5 = 0xB800, 0.1 = 0x2E66, 65504 = 0x7BFF
		"@f16s":    {0x00, 0x3C, 0x00, 0xB8, 0x66, 0x2E, 0xFF, 0x7B},
		"@i8s":     {0x01, 0xFF, 0x7F, 0x80, 0x00, 0x2A},
		"@bits":    {1, 0, 0, 1, 1},
		"@hexbits": {1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1}, // 0x0D, 0x08 bit-packed, least significant bit first
	}
	seen := 0
	for _, b := range mm.Buffers {
		w, ok := want[b.Name]
		if !ok {
			continue
		}
		seen++
		require.Equal(t, "constants", b.Pool)
		require.Equal(t, int64(len(w)), b.Size, b.Name)
		require.Zero(t, b.Offset%8, b.Name)
		require.Equal(t, w, pool[b.Offset:b.Offset+b.Size], b.Name)
	}
	require.Equal(t, len(want), seen)
	require.NotContains(t, text, "@f32s")
}

// TestHeaderCompiles writes the C header of a device-placed plan and
// compiles a file using its macros with `cc -fsyntax-only`.
func TestHeaderCompiles(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler (cc) on PATH: the header is not compiled")
	}
	src, err := os.ReadFile("../../testdata/staticplan/device.mlir")
	require.NoError(t, err)
	dir := t.TempDir()
	header := filepath.Join(dir, "memory_map.h")
	m, err := parser.Parse("device.mlir", src)
	require.NoError(t, err)
	cfg := &Config{Device: mustDevice(t), Constants: ConstantsPack, Planner: "cost-model", MemoryMap: header}
	res, err := Run(m.Op, cfg)
	require.NoError(t, err)
	require.NoError(t, passes.WriteFile(header, res.Map.Header()))
	cfile := filepath.Join(dir, "use.c")
	require.NoError(t, os.WriteFile(cfile, []byte(`#include "memory_map.h"
#include <stdint.h>
_Static_assert(MEMOPT_POOL_WORKSPACE_SIZE == 512, "workspace size");
_Static_assert(MEMOPT_POOL_CONSTANTS_ADDRESS == 0x80010000ULL, "constants at the data region's start");
_Static_assert(MEMOPT_POOL_WORKSPACE_ADDRESS + MEMOPT_POOL_WORKSPACE_SIZE == 0x80014000ULL, "workspace at its end");
_Static_assert(MEMOPT_POOL_IO_ADDRESS + MEMOPT_POOL_IO_SIZE <= MEMOPT_POOL_WORKSPACE_ADDRESS, "io below the workspace");
static uint8_t workspace[MEMOPT_POOL_WORKSPACE_SIZE] __attribute__((aligned(MEMOPT_POOL_WORKSPACE_ALIGN)));
static const uint64_t input_at = MEMOPT_INPUT_MAIN_ARG0_ADDRESS, output_at = MEMOPT_OUTPUT_MAIN_ARG1_ADDRESS;
uint8_t *pool(void) { return workspace + MEMOPT_CONSTANT_W_OFFSET + (input_at < output_at ? 0 : 1); }
`), 0o644))
	out, err := exec.Command(cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-I", dir, cfile).CombinedOutput()
	require.NoError(t, err, "%s\n%s", out, res.Map.Header())
}

func mustDevice(t *testing.T) *program.Device {
	t.Helper()
	d, err := ReadDevice("@../../testdata/staticplan/Inputs/device.json")
	require.NoError(t, err)
	return d
}

// TestTwoEntries: two entry functions share a helper; they run one at a
// time, so the pool is the larger entry's frame, and the helper (two call
// paths) takes its workspace as an argument.
func TestTwoEntries(t *testing.T) {
	src := `
func.func @helper(%x: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  memref.copy %x, %t : memref<64xf32> to memref<64xf32>
  "test.use"(%t) : (memref<64xf32>) -> ()
  return
}
func.func @init() {
  %a = memref.alloc() : memref<64xf32>
  "test.fill"(%a) : (memref<64xf32>) -> ()
  call @helper(%a) : (memref<64xf32>) -> ()
  return
}
func.func @step() {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.fill"(%a, %b) : (memref<256xf32>, memref<64xf32>) -> ()
  call @helper(%b) : (memref<64xf32>) -> ()
  "test.use"(%a) : (memref<256xf32>) -> ()
  return
}`
	text, _, mm := planText(t, "entries.mlir", []byte(src), "entry=init,step planner=cost-model", false)
	require.Empty(t, staticAllocs(t, text))
	require.Equal(t, int64(1024+256+256), poolByName(t, mm, "workspace").Size)
	require.Equal(t, []string{"@init", "@step"}, mm.Entries)
	for _, f := range mm.Functions {
		if f.Name == "@helper" {
			require.Equal(t, int64(2), f.Paths)
			require.Equal(t, "relative", f.Addressing)
		}
	}
	checkMap(t, mm)
	require.Contains(t, text, "func.func @helper(%arg0: memref<64xf32>, %arg1: memref<256xi8> {memopt.workspace = \"workspace\"})")
}

// TestReportScopes: with a report collector, the pass adds one scope per
// pool (report.KindPool) with every placed buffer.
func TestReportScopes(t *testing.T) {
	src, err := os.ReadFile("../../testdata/staticplan/exec/05_two_spaces.mlir")
	require.NoError(t, err)
	m, err := parser.Parse("05_two_spaces.mlir", src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline("builtin.module(static-memory-plan{pools=sram:spaces=1:align=32,dram:spaces=0:align=64 planner=cost-model})")
	require.NoError(t, err)
	mgr := passes.NewManager(pl, ir.Verify)
	col := report.NewCollector()
	passes.ProvideSink(mgr, col)
	require.NoError(t, mgr.Run(m.Op))
	r := col.Report("memopt", "05_two_spaces.mlir")
	require.Len(t, r.Scopes, 2)
	for _, s := range r.Scopes {
		require.Equal(t, report.KindPool, s.Kind)
		require.Equal(t, PassName, s.Pass)
		require.Equal(t, "cost-model", s.Planner)
		require.NotEmpty(t, s.Buffers)
		require.GreaterOrEqual(t, s.ArenaSize, s.LowerBound)
	}
	require.Equal(t, "sram", r.Scopes[0].Name)
	require.Equal(t, "1", r.Scopes[0].MemorySpace)
	require.Equal(t, int64(96), r.Scopes[0].ArenaSize)
	require.Equal(t, "@kernel", r.Scopes[0].Buffers[1].Function)
}

// TestReadmeExample keeps the static-memory-plan example of
// docs/STATIC_MEMORY_PLAN.md true:
// the program, the output and the memory map shown are what the pass
// gives.
func TestReadmeExample(t *testing.T) {
	page, err := os.ReadFile("../../docs/STATIC_MEMORY_PLAN.md")
	require.NoError(t, err)
	text := string(page)
	start := strings.Index(text, "A two-function program (`testdata/examples/two_functions.mlir`)")
	require.Positive(t, start, "docs/STATIC_MEMORY_PLAN.md lost its example")
	blocks := regexp.MustCompile("(?s)```(mlir|json|sh)\n(.*?)```").FindAllStringSubmatch(text[start:], 4)
	require.Len(t, blocks, 4)
	src, err := os.ReadFile("../../testdata/examples/two_functions.mlir")
	require.NoError(t, err)
	var code []string
	for _, l := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(l, "//") {
			code = append(code, l)
		}
	}
	require.Equal(t, strings.TrimSpace(strings.Join(code, "\n")), strings.TrimSpace(blocks[0][2]))
	require.Contains(t, blocks[1][2], `--merge-alloc --static-memory-plan="planner=cost-model memory-map=map.json" two_functions.mlir`)
	m, err := parser.Parse("two_functions.mlir", src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc))")
	require.NoError(t, err)
	require.NoError(t, passes.NewManager(pl, ir.Verify).Run(m.Op))
	res, err := Run(m.Op, &Config{Planner: "cost-model"})
	require.NoError(t, err)
	var out strings.Builder
	require.NoError(t, m.Print(&out, ir.PrintOptions{}))
	require.Equal(t, strings.TrimSpace(blocks[2][2]), strings.TrimSpace(out.String()))
	require.Equal(t, strings.TrimSpace(blocks[3][2]), strings.TrimSpace(string(res.Map.JSON())))
}

// TestFixedPoint: running the pass on its own output changes nothing (no
// new pool, no repacked constants), in both workspace modes.
func TestFixedPoint(t *testing.T) {
	files, err := filepath.Glob("../../testdata/staticplan/exec/*.mlir")
	require.NoError(t, err)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		if strings.Contains(string(src), "// EXEC: bufferize") {
			continue // tensor level: needs mlir-opt first
		}
		for _, opts := range []string{"constants=pack workspace=global", "constants=pack workspace=argument"} {
			once, _, _ := planText(t, file, src, opts, false)
			twice, _, _ := planText(t, file, []byte(once), opts, false)
			require.Equal(t, once, twice, "%s %s", filepath.Base(file), opts)
		}
	}
}
