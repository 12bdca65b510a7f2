// OPTIONS: constants=pack
// Constants of several element types packed into one byte global: f32,
// f16, bf16, i8, i1 (one byte per element in memory, as LLVM stores i1),
// i32 and f64, read through views of the pool; workspace buffers of the
// same types computed from them.
memref.global "private" constant @f32s : memref<4xf32> = dense<[1.5, -2.25, 3.0e+10, 1.0e-7]>
memref.global "private" constant @f16s : memref<5xf16> = dense<[0.5, -1.25, 65504.0, 6.103516e-05, 3.140625]>
memref.global "private" constant @bf16s : memref<3xbf16> = dense<[1.0, -3.5, 1.0e+20]>
memref.global "private" constant @i8s : memref<6xi8> = dense<[-128, -1, 0, 1, 100, 127]>
memref.global "private" constant @mask : memref<9xi1> = dense<[true, false, true, true, false, false, true, false, true]>
memref.global "private" constant @i32s : memref<2x2xi32> = dense<[[1, -2], [2147483647, -2147483648]]>
memref.global "private" constant @f64s : memref<2xf64> = dense<[3.141592653589793, -1.0e+300]>
memref.global "private" constant @splat : memref<3xi16> = dense<-7>

func.func @widen(%h: memref<5xf16>, %out: memref<5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = memref.alloc() : memref<5xf16>
  memref.copy %h, %t : memref<5xf16> to memref<5xf16>
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %t[%i] : memref<5xf16>
    %w = arith.extf %v : f16 to f32
    memref.store %w, %out[%i] : memref<5xf32>
  }
  return
}

func.func @masked(%m: memref<9xi1>, %out: memref<9xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %keep = memref.alloc() : memref<9xi1>
  memref.copy %m, %keep : memref<9xi1> to memref<9xi1>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c9 step %c1 {
    %b = memref.load %keep[%i] : memref<9xi1>
    %v = arith.select %b, %one, %zero : f32
    memref.store %v, %out[%i] : memref<9xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.get_global @f32s : memref<4xf32>
  %uf = memref.cast %f : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %h = memref.get_global @f16s : memref<5xf16>
  %hw = memref.alloc() : memref<5xf32>
  call @widen(%h, %hw) : (memref<5xf16>, memref<5xf32>) -> ()
  %uh = memref.cast %hw : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%uh) : (memref<*xf32>) -> ()
  %bf = memref.get_global @bf16s : memref<3xbf16>
  %bw = memref.alloc() : memref<3xf32>
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %bf[%i] : memref<3xbf16>
    %w = arith.extf %v : bf16 to f32
    memref.store %w, %bw[%i] : memref<3xf32>
  }
  %ub = memref.cast %bw : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %i8 = memref.get_global @i8s : memref<6xi8>
  %i8w = memref.alloc() : memref<6xi32>
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %i8[%i] : memref<6xi8>
    %w = arith.extsi %v : i8 to i32
    memref.store %w, %i8w[%i] : memref<6xi32>
  }
  %ui8 = memref.cast %i8w : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%ui8) : (memref<*xi32>) -> ()
  %m = memref.get_global @mask : memref<9xi1>
  %mw = memref.alloc() : memref<9xf32>
  call @masked(%m, %mw) : (memref<9xi1>, memref<9xf32>) -> ()
  %um = memref.cast %mw : memref<9xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %i32 = memref.get_global @i32s : memref<2x2xi32>
  %ui32 = memref.cast %i32 : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ui32) : (memref<*xi32>) -> ()
  %f64 = memref.get_global @f64s : memref<2xf64>
  %uf64 = memref.cast %f64 : memref<2xf64> to memref<*xf64>
  call @printMemrefF64(%uf64) : (memref<*xf64>) -> ()
  %s = memref.get_global @splat : memref<3xi16>
  %sw = memref.alloc() : memref<3xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %s[%i] : memref<3xi16>
    %w = arith.extsi %v : i16 to i32
    memref.store %w, %sw[%i] : memref<3xi32>
  }
  %us = memref.cast %sw : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%us) : (memref<*xi32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
