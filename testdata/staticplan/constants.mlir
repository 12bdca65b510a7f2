// RUN: memopt --static-memory-plan="constants=pack alignment=16" %s --verify-diagnostics | FileCheck %s
// RUN: memopt --static-memory-plan="constants=pack alignment=16" %s | FileCheck %s --check-prefix=PUBLIC
// RUN: memopt --static-memory-plan="constants=keep alignment=16 memory-map=%t.json" %s | FileCheck %s --check-prefix=KEEP
// RUN: FileCheck %s --check-prefix=MAP --input-file=%t.json
// RUN: memopt --static-memory-plan="constants=pack planner=gmem" %s | FileCheck %s --check-prefix=GMEM

// constants=pack moves the private constants into one byte global, each at
// its planned offset (16-byte aligned here), little-endian, i1 one byte per
// element; every memref.get_global of them becomes a view of the pool. The
// public constant stays (other modules may refer to it).
//   @f32s  [1.0, -2.0]      -> 0000803F 000000C0
//   @f16s  [1.0, 0.5, -2.0] -> 003C 0038 00C0
//   @i8s   [1, -1, 127]     -> 01 FF 7F
//   @mask  [true, false, true, true] -> 01 00 01 01
//   @hexmask: mlir-opt's bit-packed hex "0x05" for [1, 0, 1, 0, 0] -> 01 00 01 00 00
// The 69-byte pool prints as i8 values, as mlir-opt prints dense data of
// at most 100 elements.

// CHECK:      memref.global "private" constant @__memopt_pool_constants : memref<69xi8> = dense<[0, 0, -128, 63, 0, 0, 0, -64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 60, 0, 56, 0, -64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, -1, 127, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0]> {alignment = 16 : i64}
// CHECK-NOT:  @f32s
// CHECK-LABEL: func.func @main()
// CHECK:        %[[P:.*]] = memref.get_global @__memopt_pool_constants : memref<69xi8>
// CHECK-NEXT:   %[[O:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[F:.*]] = memref.view %[[P]][%[[O]]][] : memref<69xi8> to memref<2xf32>
// CHECK:        memref.view %{{.*}}[%{{.*}}][] : memref<69xi8> to memref<3xf16>
// CHECK:        memref.view %{{.*}}[%{{.*}}][] : memref<69xi8> to memref<3xi8>
// CHECK:        memref.view %{{.*}}[%{{.*}}][] : memref<69xi8> to memref<4xi1>
// CHECK:        memref.get_global @public_table : memref<2xi32>

// PUBLIC:     memref.global constant @public_table : memref<2xi32> = dense<[7, 9]>

// KEEP:         memref.global "private" constant @f32s : memref<2xf32> = dense<
// KEEP:         memref.get_global @f32s : memref<2xf32>

// MAP:      "pools": [
// MAP-NEXT:   {"name": "constants", "kind": "constants", "alignment": 16, "size": 88, "lower_bound": 34}
// MAP:      "buffers": [
// MAP-NEXT:   {"name": "@f32s", "kind": "constant", "type": "memref<2xf32>", "pool": "constants", "offset": 0, "size": 8, "alignment": 16,
// MAP-NEXT:   {"name": "@f16s", {{.*}} "offset": 16, "size": 6,
// MAP-NEXT:   {"name": "@i8s", {{.*}} "offset": 32, "size": 3,
// MAP-NEXT:   {"name": "@mask", {{.*}} "offset": 48, "size": 4,
// MAP-NEXT:   {"name": "@hexmask", {{.*}} "offset": 64, "size": 5,
// MAP-NEXT:   {"name": "@public_table", {{.*}} "offset": 80, "size": 8,

// GMEM:       memref.global "private" constant @__memopt_pool_constants : memref<16389xi8>
// GMEM-SAME:  {alignment = 4096 : i64}

memref.global "private" constant @f32s : memref<2xf32> = dense<[1.0, -2.0]>
memref.global "private" constant @f16s : memref<3xf16> = dense<[1.0, 0.5, -2.0]>
memref.global "private" constant @i8s : memref<3xi8> = dense<[1, -1, 127]>
memref.global "private" constant @mask : memref<4xi1> = dense<[true, false, true, true]>
memref.global "private" constant @hexmask : memref<5xi1> = dense<"0x05">
// expected-remark @+1 {{static-memory-plan: constant @public_table is not packed: it is public: other modules may refer to it}}
memref.global constant @public_table : memref<2xi32> = dense<[7, 9]>

func.func @main() {
  %a = memref.get_global @f32s : memref<2xf32>
  %b = memref.get_global @f16s : memref<3xf16>
  %c = memref.get_global @i8s : memref<3xi8>
  %d = memref.get_global @mask : memref<4xi1>
  %e = memref.get_global @hexmask : memref<5xi1>
  %f = memref.get_global @public_table : memref<2xi32>
  "test.use"(%a, %b, %c, %d, %e, %f) : (memref<2xf32>, memref<3xf16>, memref<3xi8>, memref<4xi1>, memref<5xi1>, memref<2xi32>) -> ()
  return
}
