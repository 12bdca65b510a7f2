// vector ops found measuring MLIR's Dialect/Vector/ops.mlir: vector.mask
// around a maskable op (with a passthru, with results, without, empty),
// vector.deinterleave, vector.scan, vector.vscale, the scalable
// insert/extract, expandload/compressstore, outerproduct's combining kind
// (printed only with an accumulator), vector.print's default
// punctuation, a shuffle of 0-D vectors; and scf.while without
// loop-carried values, scf.execute_region with several results.
func.func @masked(%v: vector<8xf32>, %m: vector<8xi1>, %buf: memref<?xf32>, %i: index, %pt: vector<8xf32>) -> (f32, vector<8xf32>) {
  %pad = arith.constant 0.0 : f32
  %r = vector.mask %m { vector.reduction <maxnumf>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %l = vector.mask %m, %pt { vector.transfer_read %buf[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %l, %buf[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  vector.mask %m { vector.transfer_write %v, %buf[%i] {in_bounds = [true]} : vector<8xf32>, memref<?xf32> } {tag = 1 : i32} : vector<8xi1>
  vector.mask %m { } : vector<8xi1>
  %y = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %s = arith.addf %r, %r : f32
  return %s, %y : f32, vector<8xf32>
}

func.func @scan_and_friends(%v: vector<2x6xi32>, %init: vector<2xi32>, %sv: vector<[4]xf32>, %sub: vector<2xf32>, %a: vector<3xf32>, %b: vector<5xf32>, %acc: vector<3x5xf32>, %x: f32, %z: vector<f32>) -> vector<[4]xf32> {
  %lo, %hi = vector.deinterleave %v : vector<2x6xi32> -> vector<2x3xi32>
  %d:2 = vector.scan <mul>, %v, %init {inclusive = false, reduction_dim = 1 : i64} : vector<2x6xi32>, vector<2xi32>
  %n = vector.vscale
  %ins = vector.scalable.insert %sub, %sv[2] : vector<2xf32> into vector<[4]xf32>
  %ext = vector.scalable.extract %ins[0] : vector<2xf32> from vector<[4]xf32>
  %o1 = vector.outerproduct %a, %b : vector<3xf32>, vector<5xf32>
  %o2 = vector.outerproduct %a, %b, %acc : vector<3xf32>, vector<5xf32>
  %o3 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<5xf32>
  %o4 = vector.outerproduct %sv, %x : vector<[4]xf32>, f32
  %sh = vector.shuffle %z, %z [1, 0, 1] : vector<f32>, vector<f32>
  vector.print %sh : vector<3xf32>
  vector.print %x : f32 punctuation <comma>
  return %o4 : vector<[4]xf32>
}

func.func @expand_compress(%m: memref<?x?xf32>, %mask: vector<4xi1>, %pass: vector<4xf32>, %i: index) {
  %e = vector.expandload %m[%i, %i], %mask, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %i], %mask, %e : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  return
}

func.func @scf_forms(%c: i1) -> (i32, f32) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %r:2 = scf.execute_region -> (i32, f32) {
    %one = arith.constant 1 : i32
    %half = arith.constant 0.5 : f32
    scf.yield %one, %half : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
