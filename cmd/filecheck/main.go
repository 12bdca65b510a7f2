// Command filecheck is memopt's Go reimplementation of LLVM's FileCheck: it
// verifies that its input (standard input or --input-file) matches the
// CHECK directives of a check file. See package lit for the details.
package main

import (
	"os"

	"github.com/memopt/memopt/lit"
)

func main() {
	os.Exit(lit.FileCheckMain(os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr))
}
