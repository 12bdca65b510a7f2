package planner

// orderByKey returns the indices 0..len(keys)-1 sorted by key, stably (equal
// keys keep their index order). It is a least-significant-digit radix sort,
// bytes that are the same in every key skipped: linear in the length, for
// the million-buffer problems where comparison sorts dominate.
func orderByKey(keys []int64) []int32 {
	n := len(keys)
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i)
	}
	if n < 2 {
		return idx
	}
	// Flip the sign bit so that unsigned byte order is signed order.
	u := make([]uint64, n)
	var and, or uint64 = ^uint64(0), 0
	for i, k := range keys {
		u[i] = uint64(k) ^ (1 << 63)
		and &= u[i]
		or |= u[i]
	}
	tmp := make([]int32, n)
	utmp := make([]uint64, n)
	var count [256]int
	for shift := 0; shift < 64; shift += 8 {
		if (and>>shift)&0xff == (or>>shift)&0xff {
			continue // every key has this byte
		}
		clear(count[:])
		for _, k := range u {
			count[(k>>shift)&0xff]++
		}
		sum := 0
		for b := range count {
			c := count[b]
			count[b] = sum
			sum += c
		}
		// The keys move with their indices, so each pass reads in order.
		for x, k := range u {
			b := (k >> shift) & 0xff
			tmp[count[b]] = idx[x]
			utmp[count[b]] = k
			count[b]++
		}
		idx, tmp = tmp, idx
		u, utmp = utmp, u
	}
	return idx
}
