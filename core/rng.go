package core

// RNG is the game's own random source: a small, fixed algorithm (SplitMix64 seeding a
// xoshiro256** generator) so that the same seed gives the same game on any machine and
// any Go version (DESIGN: determinism). Nothing in a game may use another source.
type RNG struct{ s [4]uint64 }

// NewRNG seeds a generator.
func NewRNG(seed uint64) *RNG {
	r := &RNG{}
	r.Seed(seed)
	return r
}

// Seed resets the generator to a seed.
func (r *RNG) Seed(seed uint64) {
	for i := range r.s {
		seed = SplitMix64(seed)
		r.s[i] = seed
	}
}

// SplitMix64 is one step of the SplitMix64 mixer; it also derives per-game seeds
// from a batch seed.
func SplitMix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

func rotl(x uint64, k uint) uint64 { return (x << k) | (x >> (64 - k)) }

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	s := &r.s
	result := rotl(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = rotl(s[3], 45)
	return result
}

// Intn returns a uniform number in [0, n) for n > 0 (Lemire's method, with rejection,
// so there is no modulo bias).
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("core: RNG.Intn with n <= 0")
	}
	bound := uint64(n)
	for {
		hi, lo := mul64(r.Uint64(), bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

// mul64 returns the 128-bit product of a and b as (hi, lo).
func mul64(a, b uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	a0, a1 := a&mask32, a>>32
	b0, b1 := b&mask32, b>>32
	w0 := a0 * b0
	t := a1*b0 + w0>>32
	w1 := t&mask32 + a0*b1
	hi = a1*b1 + t>>32 + w1>>32
	lo = a * b
	return
}

// Shuffle puts a slice of cards in random order (Fisher–Yates); 1-3-10.
func (r *RNG) Shuffle(cards []*Card) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
