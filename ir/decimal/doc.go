// Package decimal formats integers in decimal, as strconv.AppendInt(b, v,
// 10) does, faster for the small non-negative values that dominate
// memopt's output: the numbers of SSA names (%alloc_123, %45), source
// positions (file:line:col) and the sizes, offsets and ticks of memory
// reports. It depends on nothing else in memopt, so that the IR printer
// and the IR-free report writers share it.
package decimal
