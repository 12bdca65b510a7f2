// A pinned buffer the plan cannot place is an error.
func.func @main() -> memref<16xf32> {
  %a = memref.alloc() {memopt.offset = 64 : i64} : memref<16xf32>
  return %a : memref<16xf32>
}
