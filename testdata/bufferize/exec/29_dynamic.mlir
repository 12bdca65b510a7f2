// Dynamic shapes: tensor.empty with a size from tensor.dim, slices with
// dynamic sizes in a loop.
func.func @dyn(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %e) -> (tensor<?xf32>) {
    %rem = arith.subi %n, %i : index
    %sz = arith.minui %rem, %c2 : index
    %s = tensor.extract_slice %t[%i] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %o = tensor.extract_slice %acc[%i] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %m = linalg.mul ins(%s, %s : tensor<?xf32>, tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
    %ins = tensor.insert_slice %m into %acc[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %ins : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %t = tensor.cast %k : tensor<5xf32> to tensor<?xf32>
  %r = call @dyn(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
