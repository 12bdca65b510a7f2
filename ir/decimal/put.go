package decimal

import (
	"encoding/binary"
	"math/bits"
	"strconv"
)

// PutRoom is the room Put needs at b[k:]: the longest decimal int64 (20
// bytes, "-9223372036854775808").
const PutRoom = 20

// digits8 returns the eight decimal digits of u < 10^8 (with leading
// zeros) as the bytes of a little-endian word, the most significant digit
// in the lowest byte, each as its value 0-9: the digits are split in
// parallel (four-digit halves, then two-digit and one-digit lanes, each
// divided by a multiplication that is exact in the lane's range), without
// a loop or a table.
func digits8(u uint32) uint64 {
	// Two 32-bit lanes of four digits: the high half first.
	return lanes(uint64(u/10000) | uint64(u%10000)<<32)
}

// lanes returns the four decimal digits of each 32-bit lane of x (both
// below 10^4) as the bytes of the lane, the most significant digit in the
// lowest byte, each as its value 0-9.
func lanes(x uint64) uint64 {
	// Each lane n < 10^4 into n/100 and n%100 (16-bit lanes):
	// n*10486>>20 is n/100 for n < 10^4 and n*10486 < 2^27 stays in its
	// lane.
	q := (x * 10486 >> 20) & 0x0000007f0000007f
	x = q | (x-q*100)<<16
	// Each lane n < 100 into n/10 and n%10 (8-bit lanes): n*103>>10 is
	// n/10 for n < 100 and n*103 < 2^14 stays in its lane.
	q = (x * 103 >> 10) & 0x000f000f000f000f
	return q | (x-q*10)<<8
}

// leadingZeros returns the number of leading zero digits of a digits8
// word, at most 7 (0 is written as one digit).
func leadingZeros(d uint64) int { return bits.TrailingZeros64(d|1<<56) >> 3 }

// Put writes v in decimal, as strconv.AppendInt(nil, v, 10) makes it, at
// b[k:] and returns the index after its last digit. It is for text whose
// buffer is sized beforehand: b[k:] must have room for PutRoom bytes (the
// call panics otherwise), and the bytes after the digits, up to k+8, may be
// overwritten (with zeros). Values in [0, 10^8) are written with one
// eight-byte store (digits8).
func Put(b []byte, k int, v int64) int {
	if uint64(v) >= 1e8 || uint(k+PutRoom) > uint(len(b)) {
		return putSlow(b, k, v)
	}
	d := digits8(uint32(v))
	lead := leadingZeros(d)
	binary.LittleEndian.PutUint64(b[k:], (d|0x3030303030303030)>>(8*lead))
	return k + 8 - lead
}

// putSlow is Put of the other values (and its panic when b is short).
func putSlow(b []byte, k int, v int64) int {
	var tmp [PutRoom]byte
	return k + copy(b[k:k+PutRoom], strconv.AppendInt(tmp[:0], v, 10))
}

// PutRight writes u in decimal so that its last digit is b[end-1], as
// PutUint does, and returns the index of its first digit; values below
// 10^8 are written with one eight-byte store that also sets the bytes
// before the digits, down to b[end-8], to blanks (b[:end] must have room
// for eight bytes, or for the digits of a larger u). For right-aligned
// columns written from right to left: what a store blanks on the left is
// written afterwards.
func PutRight(b []byte, end int, u uint64) int {
	if u >= 1e8 || end < 8 {
		return PutUint(b, end, u)
	}
	d := digits8(uint32(u))
	lead := leadingZeros(d)
	// The leading zero digits (the low bytes) become blanks.
	mask := uint64(1)<<(8*lead) - 1
	binary.LittleEndian.PutUint64(b[end-8:], (d|0x3030303030303030)&^mask|0x2020202020202020&mask)
	return end - 8 + lead
}

// Digits returns the decimal digits of u < 10^8 as the bytes of a
// little-endian word, ASCII, the first digit in the lowest byte and zero
// bytes after the last, and their number; 0, 0 for a larger u. Writers
// that measure numbers before they write them keep the word: its n is
// Len's, and storing it is writing the number.
func Digits(u uint64) (word uint64, n int) {
	if u >= 1e8 {
		return 0, 0
	}
	d := digits8(uint32(u))
	lead := leadingZeros(d)
	return (d | 0x3030303030303030) >> (8 * lead), 8 - lead
}

// Digits2 returns Digits of a and of b when both are below 10^4 (ticks,
// columns), made together (the four-digit lanes of one word); na and nb
// are 0 otherwise.
func Digits2(a, b uint64) (wa uint64, na int, wb uint64, nb int) {
	if a >= 1e4 || b >= 1e4 {
		return 0, 0, 0, 0
	}
	d := lanes(a | b<<32)
	da, db := uint32(d), uint32(d>>32)
	// Leading zero digits, at most 3 (0 is one digit).
	la, lb := bits.TrailingZeros32(da|1<<24)>>3, bits.TrailingZeros32(db|1<<24)>>3
	return uint64(da|0x30303030) >> (8 * la), 4 - la, uint64(db|0x30303030) >> (8 * lb), 4 - lb
}
