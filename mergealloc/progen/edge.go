package progen

import (
	"fmt"
	"math/rand"
	"strings"
)

// Deep returns a function whose regions nest depth levels deep (scf.if and
// scf.for in turn), with a buffer allocated and filled at every level and a
// buffer of the function body written at the innermost level: merge-alloc
// must extend that one over every level. mlir-opt 22 overflows its stack on
// such input at 10,000 levels; memopt must not.
func Deep(depth int) string {
	var sb strings.Builder
	sb.WriteString("func.func @deep(%c: i1, %n: index) {\n")
	sb.WriteString("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %f = arith.constant 1.0 : f32\n")
	sb.WriteString("  %top = memref.alloc() : memref<16xf32>\n")
	for i := 0; i < depth; i++ {
		if i%2 == 0 {
			sb.WriteString("scf.if %c {\n")
		} else {
			fmt.Fprintf(&sb, "scf.for %%i%d = %%c0 to %%n step %%c1 {\n", i)
		}
		fmt.Fprintf(&sb, "%%l%d = memref.alloc() : memref<4xf32>\n", i)
		fmt.Fprintf(&sb, "linalg.fill ins(%%f : f32) outs(%%l%d : memref<4xf32>)\n", i)
	}
	sb.WriteString("linalg.fill ins(%f : f32) outs(%top : memref<16xf32>)\n")
	for i := 0; i < depth; i++ {
		sb.WriteString("}\n")
	}
	sb.WriteString("  \"test.use\"(%top) : (memref<16xf32>) -> ()\n  return\n}\n")
	return sb.String()
}

// Wide returns a function of about n ops: allocations, each filled and
// freed, a third of them used once more later (so lifetimes overlap).
func Wide(n int) string {
	var sb strings.Builder
	sb.WriteString("func.func @wide() {\n  %f = arith.constant 1.0 : f32\n")
	k := n / 3
	for i := 0; i < k; i++ {
		fmt.Fprintf(&sb, "  %%a%d = memref.alloc() : memref<%dxf32>\n", i, 4+i%13)
		fmt.Fprintf(&sb, "  linalg.fill ins(%%f : f32) outs(%%a%d : memref<%dxf32>)\n", i, 4+i%13)
		if i%3 == 0 && i >= 30 {
			j := i - 30
			fmt.Fprintf(&sb, "  linalg.fill ins(%%f : f32) outs(%%a%d : memref<%dxf32>)\n", j, 4+j%13)
		} else {
			fmt.Fprintf(&sb, "  \"test.use\"(%%a%d) : (memref<%dxf32>) -> ()\n", i, 4+i%13)
		}
	}
	sb.WriteString("  return\n}\n")
	return sb.String()
}

// Huge returns a function of the program of seed whose buffers have sizes
// near the int64 limit (some overflowing it once counted in bytes, some
// adding up past it), of element types including sub-byte and vector ones,
// live together or not. memopt must either plan them without a wrapped
// size or offset, or refuse with a diagnostic at the allocation.
func Huge(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	elems := []string{"i8", "i1", "i4", "f32", "f64", "vector<3xi32>", "vector<8xf32>", "index"}
	var sb strings.Builder
	sb.WriteString("func.func @huge() {\n")
	n := 2 + r.Intn(4)
	var names, types []string
	for i := 0; i < n; i++ {
		el := elems[r.Intn(len(elems))]
		var shape string
		switch r.Intn(4) {
		case 0:
			shape = fmt.Sprintf("%d", int64(1)<<(56+r.Intn(7)))
		case 1:
			shape = fmt.Sprintf("%dx%d", int64(1)<<(30+r.Intn(4)), int64(1)<<(28+r.Intn(6)))
		case 2:
			shape = fmt.Sprintf("%d", int64(1<<63-1)-int64(r.Intn(100)))
		default:
			shape = fmt.Sprintf("%d", 1+r.Intn(64))
		}
		t := fmt.Sprintf("memref<%sx%s>", shape, el)
		name := fmt.Sprintf("%%h%d", i)
		fmt.Fprintf(&sb, "  %s = memref.alloc() : %s\n", name, t)
		names = append(names, name)
		types = append(types, t)
		if r.Intn(2) == 0 {
			fmt.Fprintf(&sb, "  \"test.use\"(%s) : (%s) -> ()\n", name, t)
		}
	}
	fmt.Fprintf(&sb, "  \"test.use\"(%s) : (%s) -> ()\n  return\n}\n", strings.Join(names, ", "), strings.Join(types, ", "))
	return sb.String()
}
