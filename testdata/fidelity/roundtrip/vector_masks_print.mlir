module {
  func.func @masks(%arg0: vector<4xf32>, %arg1: index, %arg2: i32) -> (vector<4xi1>, vector<4x8xi1>) {
    %0 = vector.constant_mask [2] : vector<4xi1>
    %1 = vector.constant_mask [2, 4] : vector<4x8xi1>
    %2 = vector.create_mask %arg1 : vector<4xi1>
    %3 = arith.andi %0, %2 : vector<4xi1>
    vector.print %arg0 : vector<4xf32>
    vector.print %arg2 : i32
    vector.print str "hello\0A"
    vector.print punctuation <comma>
    vector.print %arg0 : vector<4xf32> punctuation <no_punctuation>
    return %3, %1 : vector<4xi1>, vector<4x8xi1>
  }
}

