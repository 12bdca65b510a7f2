// Package difftest is memopt's differential tester: it runs generated
// programs (mergealloc/progen) before and after every pass configuration
// through the real MLIR 22 lowering and mlir-runner, compares the outputs,
// checks that `memopt X | memopt` is a fixed point and that mlir-opt
// accepts every output, and reduces a failing program to a lit test.
package difftest
