package bufferize

import "github.com/memopt/memopt/ir"

// mt19937 is the 32-bit Mersenne Twister (C++'s std::mt19937), so that
// analysis-fuzzer-seed visits ops in the order mlir-opt does.
type mt19937 struct {
	mt  [624]uint32
	idx int
}

func newMT19937(seed uint32) *mt19937 {
	g := &mt19937{idx: 624}
	g.mt[0] = seed
	for i := 1; i < 624; i++ {
		g.mt[i] = 1812433253*(g.mt[i-1]^(g.mt[i-1]>>30)) + uint32(i)
	}
	return g
}

func (g *mt19937) next() uint32 {
	if g.idx >= 624 {
		for i := 0; i < 624; i++ {
			y := (g.mt[i] & 0x80000000) | (g.mt[(i+1)%624] & 0x7fffffff)
			v := g.mt[(i+397)%624] ^ (y >> 1)
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			g.mt[i] = v
		}
		g.idx = 0
	}
	y := g.mt[g.idx]
	g.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// shuffle permutes ops as llvm::shuffle does with std::mt19937(seed).
func shuffle(ops []*ir.Operation, seed uint64) {
	g := newMT19937(uint32(seed))
	for first, size := 0, len(ops); size > 1; first, size = first+1, size-1 {
		off := int(uint64(g.next()) % uint64(size))
		if off != 0 {
			ops[first], ops[first+off] = ops[first+off], ops[first]
		}
	}
}
