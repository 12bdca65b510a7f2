// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// llvm.mlir.global and llvm.mlir.addressof are checked as mlir-opt 22
// checks them (the same file passes `mlir-opt --verify-diagnostics`):
// memopt must never read, or print, a global mlir-opt rejects.

// expected-error @below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal constant @label(37.0) : !llvm.label

// -----

// expected-error @below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @void() : !llvm.void

// -----

// expected-error @below {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "neg", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

// expected-error @below {{attribute 'addr_space' failed to satisfy constraint}}
llvm.mlir.global private @wide(0 : i32) {addr_space = 0 : i64} : i32

// -----

// expected-error @below {{alignment attribute is not a power of 2}}
llvm.mlir.global private @align3(0 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error @below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_one(1 : i32) : i32

// -----

llvm.mlir.global common @common_zero(0 : i32) : i32
llvm.mlir.global common @common_dense(dense<0.0> : tensor<4xf32>) : !llvm.array<4 x f32>

// -----

// expected-error @below {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @append(0 : i32) : i32

// -----

// expected-error @below {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @target() : !llvm.target<"foo.bar">

// -----

// expected-error @below {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global external @image(0 : i64) : !llvm.target<"spirv.Image", i32, 0>

// -----

llvm.mlir.global external @image_ok() : !llvm.target<"spirv.Image", i32, 0>

// -----

func.func @string_name() {
  // expected-error @below {{invalid kind of attribute specified}}
  %0 = llvm.mlir.addressof "g" : !llvm.ptr
  return
}

// -----

func.func @not_a_global() {
  // expected-error @below {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @not_a_global : !llvm.ptr
  return
}

// -----

llvm.mlir.global internal @g3(32 : i64) {addr_space = 3 : i32} : i64

func.func @wrong_space() {
  // expected-error @below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @g3 : !llvm.ptr
  return
}

// -----

llvm.mlir.global internal @g3(32 : i64) {addr_space = 3 : i32} : i64
llvm.func @callee()

func.func @right_space() {
  %0 = llvm.mlir.addressof @g3 : !llvm.ptr<3>
  %1 = llvm.mlir.addressof @callee : !llvm.ptr
  return
}
