module {
  func.func private @ints(i1, i8, i16, i32, i64, i128, si8, si32, ui8, ui64, i7) -> index
  func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32) -> none
  func.func private @small_floats(f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E4M3, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
  func.func private @complex(complex<f32>, complex<f64>, complex<i32>) -> complex<f16>
}

