// Integration-test style: math functions over vectors and scalars of
// several float types.
func.func @main() {
  %x = arith.constant dense<[0.1, -0.7, 1.0e-3, 3.14159265, 100.5, 1.0e+10, -0.0, 2.5e-8]> : vector<8xf32>
  %e = math.exp %x : vector<8xf32>
  vector.print %e : vector<8xf32>
  %t = math.tanh %x : vector<8xf32>
  vector.print %t : vector<8xf32>
  %a = math.absf %x : vector<8xf32>
  %s = math.sqrt %a : vector<8xf32>
  vector.print %s : vector<8xf32>
  %l = math.log1p %a fastmath<fast> : vector<8xf32>
  vector.print %l : vector<8xf32>
  %h = arith.constant dense<[1.5, -2.0, 65504.0, 0.333]> : vector<4xf16>
  %hc = math.ceil %h : vector<4xf16>
  %hf = arith.extf %hc : vector<4xf16> to vector<4xf32>
  vector.print %hf : vector<4xf32>
  %b = arith.constant 3.0e-5 : bf16
  %bf = arith.extf %b : bf16 to f32
  vector.print %bf : f32
  %d = arith.constant 0.123456789012345 : f64
  %dc = math.cos %d : f64
  vector.print %dc : f64
  %p = arith.constant 2.0 : f32
  %q = arith.constant 10.0 : f32
  %pw = math.powf %p, %q : f32
  vector.print %pw : f32
  %big = arith.constant 3.40282347e+38 : f32
  %n = arith.negf %big : f32
  vector.print %n : f32
  %i = arith.constant dense<[7, -3, 0, 2147483647]> : vector<4xi32>
  %ab = math.absi %i : vector<4xi32>
  %cl = math.ctlz %ab : vector<4xi32>
  vector.print %cl : vector<4xi32>
  %fma = math.fma %x, %x, %x : vector<8xf32>
  vector.print %fma : vector<8xf32>
  %sin, %cos = math.sincos %p : f32
  vector.print %sin : f32
  vector.print %cos : f32
  return
}
