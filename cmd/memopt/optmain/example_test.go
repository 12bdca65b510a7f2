package optmain_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/memopt/memopt/cmd/memopt/optmain"
)

// A tool of your own runs memopt's command line in process: flags, passes,
// output and diagnostics, named after the tool.
func ExampleTool_Run() {
	tool := &optmain.Tool{Name: "myopt", Version: "1.0"}
	input := `func.func @f(%in: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  memref.copy %a, %out : memref<16xf32> to memref<16xf32>
  return
}
`
	code := tool.Run([]string{"--merge-alloc=alignment=128"}, strings.NewReader(input), os.Stdout, os.Stdout)
	fmt.Println("exit code", code)
	code = tool.Run([]string{"--merge-aloc"}, strings.NewReader(input), os.Stdout, os.Stdout)
	fmt.Println("exit code", code)
	// Output:
	// module {
	//   func.func @f(%arg0: memref<16xf32>, %arg1: memref<16xf32>) {
	//     %alloc = memref.alloc() {alignment = 128 : i64} : memref<128xi8>
	//     %c0 = arith.constant 0 : index
	//     %view = memref.view %alloc[%c0][] : memref<128xi8> to memref<16xf32>
	//     memref.copy %arg0, %view : memref<16xf32> to memref<16xf32>
	//     memref.copy %view, %arg1 : memref<16xf32> to memref<16xf32>
	//     return
	//   }
	// }
	//
	// exit code 0
	// myopt: Unknown command line argument '--merge-aloc'.  Try: 'myopt --help'
	// myopt: Did you mean '--merge-alloc'?
	// exit code 1
}
