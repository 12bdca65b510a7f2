func.func private @alone(memref<8xf32>)
// -----
func.func private @first()
func.func private @second()
// -----
