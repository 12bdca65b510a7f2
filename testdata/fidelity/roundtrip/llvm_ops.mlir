module {
  llvm.mlir.global external @ext() {addr_space = 0 : i32} : f32
  llvm.mlir.global private unnamed_addr constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>
  llvm.mlir.global internal thread_local @tls(0 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.mlir.global weak_odr hidden @w(1.500000e+00 : f64) {addr_space = 1 : i32, section = ".data.w"} : f64
  llvm.mlir.global linkonce @agg() {addr_space = 0 : i32} : !llvm.struct<(i32, array<2 x f32>)> {
    %0 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x f32>)>
    llvm.return %0 : !llvm.struct<(i32, array<2 x f32>)>
  }
  llvm.func @decl(i32, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
  llvm.func internal fastcc @callee(%arg0: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
    llvm.return %arg0 : i32
  }
  llvm.func @vararg_def(%arg0: i32, ...) {
    llvm.return
  }
  llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr, %arg4: vector<4xf32>, %arg5: i64) -> i32 attributes {passthrough = ["nounwind"]} {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
    %2 = llvm.mul %0, %1 : i32
    %3 = llvm.udiv exact %2, %arg1 : i32
    %4 = llvm.sdiv %3, %arg1 : i32
    %5 = llvm.urem %4, %arg1 : i32
    %6 = llvm.srem %5, %arg1 : i32
    %7 = llvm.and %6, %arg1 : i32
    %8 = llvm.or disjoint %7, %arg1 : i32
    %9 = llvm.xor %8, %arg1 : i32
    %10 = llvm.shl %9, %arg1 overflow<nuw> : i32
    %11 = llvm.lshr exact %10, %arg1 : i32
    %12 = llvm.ashr %11, %arg1 : i32
    %13 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %14 = llvm.fsub %13, %arg2 : f32
    %15 = llvm.fmul %14, %arg2 : f32
    %16 = llvm.fdiv %15, %arg2 : f32
    %17 = llvm.frem %16, %arg2 : f32
    %18 = llvm.fneg %17 : f32
    %19 = llvm.icmp "sge" %12, %arg1 : i32
    %20 = llvm.fcmp "une" %18, %arg2 : f32
    %21 = llvm.select %19, %12, %arg1 : i1, i32
    %22 = llvm.freeze %21 : i32
    %23 = llvm.zext %22 : i32 to i64
    %24 = llvm.sext %22 : i32 to i64
    %25 = llvm.trunc %24 overflow<nsw> : i64 to i32
    %26 = llvm.sitofp %25 : i32 to f32
    %27 = llvm.uitofp %25 : i32 to f64
    %28 = llvm.fptosi %26 : f32 to i32
    %29 = llvm.fptoui %27 : f64 to i32
    %30 = llvm.fpext %26 : f32 to f64
    %31 = llvm.fptrunc %30 : f64 to f32
    %32 = llvm.ptrtoint %arg3 : !llvm.ptr to i64
    %33 = llvm.inttoptr %32 : i64 to !llvm.ptr
    %34 = llvm.addrspacecast %33 : !llvm.ptr to !llvm.ptr<1>
    %35 = llvm.bitcast %arg4 : vector<4xf32> to vector<4xi32>
    %36 = llvm.extractelement %arg4[%arg0 : i32] : vector<4xf32>
    %37 = llvm.insertelement %31, %arg4[%arg0 : i32] : vector<4xf32>
    %38 = llvm.shufflevector %37, %arg4 [0, 1, -1, 5] : vector<4xf32> 
    %39 = llvm.icmp "eq" %arg3, %33 : !llvm.ptr
    %40 = llvm.fcmp "olt" %arg4, %37 : vector<4xf32>
    llvm.return %29 : i32
  }
  llvm.func @memory(%arg0: i64, %arg1: !llvm.ptr) -> f32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.array<8 x f32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.getelementptr %1[0, %arg0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
    %3 = llvm.getelementptr inbounds|nuw %arg1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.getelementptr nusw %arg1[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    %5 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
    %6 = llvm.load volatile %4 : !llvm.ptr -> f32
    %7 = llvm.load %4 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
    %8 = llvm.load %4 invariant : !llvm.ptr -> f32
    llvm.store %5, %2 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store volatile %6, %2 atomic syncscope("agent") seq_cst {alignment = 4 : i64} : f32, !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.insertvalue %arg1, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.poison : f32
    %14 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %15 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
    %16 = llvm.mlir.constant(2 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.call @decl(%0, %17) : (i32, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
    %19 = llvm.call fastcc @callee(%0) : (i32 {llvm.signext}) -> (i32 {llvm.zeroext})
    %20 = llvm.mlir.addressof @callee : !llvm.ptr
    %21 = llvm.call fastcc %20(%0) : !llvm.ptr, (i32) -> i32
    %22 = llvm.call tail @callee(%0) {no_unwind} : (i32) -> i32
    llvm.call @vararg_def(%0, %5) vararg(!llvm.func<void (i32, ...)>) : (i32, f32) -> ()
    %23 = llvm.icmp "slt" %0, %19 : i32
    llvm.cond_br %23, ^bb1(%5 : f32), ^bb2
  ^bb1(%24: f32):  // pred: ^bb0
    llvm.return %24 : f32
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  }
  func.func @types(%arg0: !llvm.ptr<3>, %arg1: !llvm.struct<packed (i8, i32)>, %arg2: !llvm.struct<"node", (ptr, struct<"node">)>, %arg3: !llvm.struct<"opaque_t", opaque>, %arg4: !llvm.func<void (ptr, ...)>, %arg5: !llvm.array<2 x array<3 x vector<4xf32>>>, %arg6: !llvm.struct<()>, %arg7: !llvm.token, %arg8: !llvm.target<"spirv.Image", !llvm.void, 0>, %arg9: !llvm.struct<(struct<(i32, ptr<1>)>, f64)>) {
    return
  }
}

