package decimal

import "strconv"

// digitPairs holds "00" to "99".
const digitPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839" +
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// AppendInt appends v in decimal to b, as strconv.AppendInt(b, v, 10)
// does, writing the digits of values in [0, 10^8) in place, two at a
// time; other values go to strconv.
func AppendInt(b []byte, v int64) []byte {
	if v < 0 || v >= 1e8 {
		return strconv.AppendInt(b, v, 10)
	}
	if v < 10 {
		return append(b, byte('0'+v))
	}
	n := 2
	for p := int64(100); p <= v; p *= 10 {
		n++
	}
	b = append(b, "00000000"[:n]...)
	d := b[len(b)-n:]
	for i := n; v >= 10; i -= 2 {
		q := v % 100
		v /= 100
		d[i-1], d[i-2] = digitPairs[2*q+1], digitPairs[2*q]
	}
	if v > 0 {
		d[0] = byte('0' + v)
	}
	return b
}
