func.func @masks(%v: vector<4xf32>, %n: index, %i: i32) -> (vector<4xi1>, vector<4x8xi1>) {
  %0 = vector.constant_mask [2] : vector<4xi1>
  %1 = vector.constant_mask [2, 4] : vector<4x8xi1>
  %2 = vector.create_mask %n : vector<4xi1>
  %3 = arith.andi %0, %2 : vector<4xi1>
  vector.print %v : vector<4xf32>
  vector.print %i : i32
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %v : vector<4xf32> punctuation <no_punctuation>
  return %3, %1 : vector<4xi1>, vector<4x8xi1>
}
