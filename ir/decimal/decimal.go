package decimal

import (
	"math/bits"
	"strconv"
)

// digitPairs holds "00" to "99".
const digitPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839" +
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// AppendInt appends v in decimal to b, as strconv.AppendInt(b, v, 10)
// does. Values in [0, 10^8) are written two digits at a time from a table,
// without a loop (divisions by constants only); other values go to
// strconv.
func AppendInt(b []byte, v int64) []byte {
	if uint64(v) >= 1e8 {
		return strconv.AppendInt(b, v, 10)
	}
	u := uint32(v)
	if u < 10000 {
		return appendSmall(b, u)
	}
	hi, lo := u/10000, u%10000
	b = appendSmall(b, hi)
	p, q := lo/100, lo%100
	return append(b, digitPairs[2*p], digitPairs[2*p+1], digitPairs[2*q], digitPairs[2*q+1])
}

// appendSmall appends u < 10^4 in decimal.
func appendSmall(b []byte, u uint32) []byte {
	switch {
	case u < 10:
		return append(b, byte('0'+u))
	case u < 100:
		return append(b, digitPairs[2*u], digitPairs[2*u+1])
	}
	p, q := (u/100)%100, u%100
	if p < 10 {
		return append(b, byte('0'+p), digitPairs[2*q], digitPairs[2*q+1])
	}
	return append(b, digitPairs[2*p], digitPairs[2*p+1], digitPairs[2*q], digitPairs[2*q+1])
}

// pow10 holds 10^0 to 10^18.
var pow10 = [19]uint64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
	1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18}

// Len returns the number of bytes AppendInt appends for v: its decimal
// digits, and one more for the sign of a negative v.
func Len(v int64) int {
	u, sign := uint64(v), 0
	if v < 0 {
		u, sign = -u, 1
	}
	u |= 1 // 0 has one digit, as 1 has
	// log10(2) is about 1233/4096: t is the number of digits or one less.
	t := bits.Len64(u) * 1233 >> 12
	if t < len(pow10) && u >= pow10[t] {
		t++
	}
	return t + sign
}

// PutUint writes u in decimal into b so that its last digit is b[end-1],
// two digits at a time from the end, and returns the index of its first
// digit: for right-aligned columns, whose fields are made before the
// number is known to fit (b[:end] must have room for Len(int64(u)) digits
// or the call panics).
func PutUint(b []byte, end int, u uint64) int {
	for u >= 100 {
		q := u / 100
		r := u - q*100
		end -= 2
		b[end], b[end+1] = digitPairs[2*r], digitPairs[2*r+1]
		u = q
	}
	if u >= 10 {
		end -= 2
		b[end], b[end+1] = digitPairs[2*u], digitPairs[2*u+1]
		return end
	}
	end--
	b[end] = byte('0' + u)
	return end
}
