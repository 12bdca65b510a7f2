package mergealloc_test

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/parser"
)

// Run merge-alloc on a parsed function and read what it planned: the
// lifetime of every allocation, and per scope the merged buffer's size and
// each buffer's offset in it.
func ExampleRun() {
	mod, err := parser.Parse("in.mlir", []byte(`func.func @f(%in: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  memref.copy %in, %a : memref<64xf32> to memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  memref.copy %b, %c : memref<64xf32> to memref<64xf32>
  memref.copy %c, %out : memref<64xf32> to memref<64xf32>
  return
}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fn := mod.Body().First()
	names := ir.NewAsmNames(fn) // the names as printed, before the rewrite
	res, err := mergealloc.Run(fn, mergealloc.DefaultOptions())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, lt := range res.Traces.Lifetimes {
		fmt.Printf("%s is live from tick %d to %d\n", names.Name(lt.Alloc.Result(0)), lt.First, lt.Last)
	}
	for _, s := range res.Schedules {
		fmt.Printf("merged buffer: %d bytes\n", s.TotalSize)
		for _, a := range s.Allocs {
			fmt.Printf("  %s at offset %d\n", names.Name(a.Result(0)), s.AllocToOffset[a])
		}
	}
	// Output:
	// %alloc is live from tick 3 to 5
	// %alloc_0 is live from tick 5 to 7
	// %alloc_1 is live from tick 7 to 8
	// merged buffer: 512 bytes
	//   %alloc at offset 0
	//   %alloc_0 at offset 256
	//   %alloc_1 at offset 0
}
