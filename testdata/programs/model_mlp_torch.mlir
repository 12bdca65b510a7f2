// A two-layer MLP as torch-mlir exports it to linalg-on-tensors
// (torch_mlir.fx.export_and_import ... output_type="linalg-on-tensors"):
// weights as dense_resource blobs, elementwise ops as linalg.generic over
// #map aliases, debug locations at the end of the file.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
module attributes {torch.debug_module_name = "MLP"} {
  func.func @forward(%arg0: tensor<1x8xf32> loc("x")) -> tensor<1x4xf32> {
    %cst = arith.constant dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32> loc(#loc1)
    %cst_0 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32> loc(#loc1)
    %cst_1 = arith.constant dense_resource<torch_tensor_4_16_torch.float32> : tensor<4x16xf32> loc(#loc2)
    %cst_2 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc2)
    %cst_3 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<8x16xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<16x8xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32 loc("fc1"), %out: f32 loc("fc1")):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<8x16xf32> loc(#loc1)
    %2 = tensor.empty() : tensor<1x16xf32> loc(#loc1)
    %3 = linalg.fill ins(%cst_3 : f32) outs(%2 : tensor<1x16xf32>) -> tensor<1x16xf32> loc(#loc1)
    %4 = linalg.matmul ins(%arg0, %1 : tensor<1x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<1x16xf32>) -> tensor<1x16xf32> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map3, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<1x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %12 = arith.addf %in, %in_4 : f32 loc(#loc1)
      linalg.yield %12 : f32 loc(#loc1)
    } -> tensor<1x16xf32> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1x16xf32>) outs(%2 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.cmpf ugt, %in, %cst_3 : f32 loc(#loc3)
      %13 = arith.select %12, %in, %cst_3 : f32 loc(#loc3)
      linalg.yield %13 : f32 loc(#loc3)
    } -> tensor<1x16xf32> loc(#loc3)
    %7 = tensor.empty() : tensor<16x4xf32> loc(#loc2)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<4x16xf32>) outs(%7 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32 loc(#loc2)
    } -> tensor<16x4xf32> loc(#loc2)
    %9 = tensor.empty() : tensor<1x4xf32> loc(#loc2)
    %10 = linalg.fill ins(%cst_3 : f32) outs(%9 : tensor<1x4xf32>) -> tensor<1x4xf32> loc(#loc2)
    %11 = linalg.matmul ins(%6, %8 : tensor<1x16xf32>, tensor<16x4xf32>) outs(%10 : tensor<1x4xf32>) -> tensor<1x4xf32> loc(#loc2)
    %12 = linalg.generic {indexing_maps = [#map3, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2 : tensor<1x4xf32>, tensor<4xf32>) outs(%9 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %13 = arith.addf %in, %in_4 : f32 loc(#loc2)
      linalg.yield %13 : f32 loc(#loc2)
    } -> tensor<1x4xf32> loc(#loc2)
    return %12 : tensor<1x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("mlp.py":12:0)
#loc2 = loc("mlp.py":13:0)
#loc3 = loc(callsite("relu"("mlp.py":12:0) at "mlp.py":14:0))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_8_torch.float32: "0x04000000E02D10BD4DF38EBDFE65F73CA01AAFBDFAEDEB3B645DDCBC0F0BB5BDA69BC43AA470BDBD3EE859BCC520B0BD30BBA7BDFE6577BC6FF0853D75029ABD1CEB62BD60E5D03CC74BB73D48507C3C0C93A9BCA52CC33DECC0B9BD73D7923D0D712CBDE09C91BD9A779CBD76E01CBD006F813D01DE82BD9487853CD3BCE33C60E5D0BCE3A51B3CC5FEB2BDC66DB4BD45D870BD98DD133D68916DBC075F18BD4D158C3C75021ABC0AD723BD2041713D5305233D17B751BD211F743C0AD7A33B9A99993DA3013C3D9FAB2DBDA69BC43D9A779CBD4B5986BCCE88523D728A8EBDE02D10BB5BD3BCBD27A0093DACAD583DD7346F3C07CE993DE3C718BD5227203D2CD49A3C6F12833CE02D10BC96438B3D3411B63DC364AABB4B59063DEA04B4BD9D11253D45D8F03CCCEEC93D26E4833DA08930BD11C7BABC03090A3D8195C3BD4850FCBBB9FC87BD76E09CBD34A2B4BDAC8B5B3DBEC197BD17D94EBDEA95B2BC992A983DC3D3ABBDE71D27BC9C33223CE4149D3D01DE823D2B18953DEB7335BDDE718ABCB003E7BC52499D3D5A64BB3D4DF38EBDDDB584BDAC8B5BBD1A515ABDA69B44BB4ED1913C5C8F42BD5F29CBBDDDB584BCABCFD5BC3EE8593C7E8CB93DBF0E1C3D5F294B3B1283C03CE02D103D7DAEB6BD9CA2A33D4260653D2C65993D211F743DC520B0BC787AA5BC0A68A2BD645DDC3CA167B3BDE926B1BD20636EBD713D8ABD",
      torch_tensor_16_torch.float32: "0x040000006F1203BDC74BB7BDCDCCCCBDE0BE8EBDC139A3BD40A4DFBCEE5AC2BD2C65993D11C7BA3C72F98FBD83C04ABD23DBF9BC89D2DEBC516B9ABD4DF38E3DCCEEC93D",
      torch_tensor_4_16_torch.float32: "0x0400000089D2DEBB17B751BB0C93A9BD5305A3BD250601BD128340BD27C2863D4CA68ABD1361C3BDC7BAB83D11C7BA3B29CB90BD04E70C3CA5BDC1BD3480B73B5DFEC33DBDE3943D2E90203DEFC943BDF5B9DABC956588BD89D25E3DF4FDD43B8A8E643D71AC0BBD1CEB62BD492E7F3DF0A7C63D4E62903DDAAC7A3D2575823DA69B443D1B0D60BD4260653BB1BFECBCEEEBC0BDCA54C1BD34A234BD5D6D45BD2DB21D3D7FFBBA3D9FAB2DBCC5FEB23D82E2C73D355EBA3DD200DEBC66F764BD40A45FBD90A078BDD71272BD5F29CB3C780BA43D03788B3D4B5986BBDAACFA3CB459753DE7FBA9BD4A7B033D9EEFA73D8B6C673DCDCC4C3DE02D90BBB8AF83BDB1BF6C3D",
      torch_tensor_4_torch.float32: "0x040000004C3709BD4694763D5C20C13DC364AABC"
    }
  }
#-}
