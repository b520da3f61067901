package board

import (
	"math/bits"
	"unsafe"
)

// Set is a set of squares by dense index (Rules.Index: file + files ×
// rank), big enough for the largest board (carn.MaxSize × carn.MaxSize
// squares): bit i%64 of word i/64. Iterating with Pop visits the squares in
// board order: a1, b1, ..., then the next rank. The zero Set is empty; Sets
// are values.
//
// The four words are fields, not an array, so that the compiler keeps a
// Set in registers (it does so for structs of up to four fields, never for
// arrays of more than one element): on a board of 64 squares or fewer,
// most of the work on the other three words then disappears.
type Set struct{ w0, w1, w2, w3 uint64 }

// SetOf returns the set of the given dense indices.
func SetOf(indices ...int) Set {
	var s Set
	for _, i := range indices {
		s.Add(i)
	}
	return s
}

// SetOfWords returns the set whose words, from index 0 up, are ws (at
// most four).
func SetOfWords(ws ...uint64) Set {
	var s Set
	for i, w := range ws {
		*s.word(i) = w
	}
	return s
}

// word returns a pointer to word w of s (w in 0..3): the four fields lie
// in memory as an array of four words would.
func (s *Set) word(w int) *uint64 {
	return &(*[4]uint64)(unsafe.Pointer(s))[w&3]
}

// Has reports whether index i is in s; false for an index off every board.
func (s *Set) Has(i int) bool {
	if uint(i) >= maxSquares {
		return false
	}
	return *s.word(i >> 6)>>(uint(i)&63)&1 != 0
}

// Add puts index i into s.
func (s *Set) Add(i int) { *s.word(i >> 6) |= 1 << (uint(i) & 63) }

// Remove takes index i out of s.
func (s *Set) Remove(i int) { *s.word(i >> 6) &^= 1 << (uint(i) & 63) }

// And returns the squares in both s and t.
func (s Set) And(t Set) Set { return Set{s.w0 & t.w0, s.w1 & t.w1, s.w2 & t.w2, s.w3 & t.w3} }

// Or returns the squares in s or t.
func (s Set) Or(t Set) Set { return Set{s.w0 | t.w0, s.w1 | t.w1, s.w2 | t.w2, s.w3 | t.w3} }

// AndNot returns the squares in s and not in t.
func (s Set) AndNot(t Set) Set {
	return Set{s.w0 &^ t.w0, s.w1 &^ t.w1, s.w2 &^ t.w2, s.w3 &^ t.w3}
}

// AndWord returns the squares of s among indices 0 to 63 whose bits are
// set in w: s.And(SetOfWords(w)) in one step, for boards of at most 64
// squares whose tables keep one word per set.
func (s Set) AndWord(w uint64) Set { return Set{w0: s.w0 & w} }

// IsEmpty reports whether s has no square.
func (s Set) IsEmpty() bool { return s.w0|s.w1|s.w2|s.w3 == 0 }

// Low returns the first word of s (indices 0 to 63, bit i for index i) and
// whether s has no other index: on a board of at most 64 squares, always.
func (s Set) Low() (w uint64, only bool) { return s.w0, s.w1|s.w2|s.w3 == 0 }

// Count returns the number of squares in s.
func (s Set) Count() int {
	if s.w1|s.w2|s.w3 == 0 {
		return bits.OnesCount64(s.w0)
	}
	return bits.OnesCount64(s.w0) + bits.OnesCount64(s.w1) + bits.OnesCount64(s.w2) + bits.OnesCount64(s.w3)
}

// First returns the lowest index of s, -1 when s is empty.
func (s Set) First() int {
	switch {
	case s.w0 != 0:
		return bits.TrailingZeros64(s.w0)
	case s.w1 != 0:
		return 64 + bits.TrailingZeros64(s.w1)
	case s.w2 != 0:
		return 128 + bits.TrailingZeros64(s.w2)
	case s.w3 != 0:
		return 192 + bits.TrailingZeros64(s.w3)
	}
	return -1
}

// Last returns the highest index of s, -1 when s is empty.
func (s Set) Last() int {
	switch {
	case s.w3 != 0:
		return 255 - bits.LeadingZeros64(s.w3)
	case s.w2 != 0:
		return 191 - bits.LeadingZeros64(s.w2)
	case s.w1 != 0:
		return 127 - bits.LeadingZeros64(s.w1)
	case s.w0 != 0:
		return 63 - bits.LeadingZeros64(s.w0)
	}
	return -1
}

// Pop removes the lowest index of s and returns it, -1 when s is empty:
// `for i := s.Pop(); i >= 0; i = s.Pop()` visits s in board order. The
// first word's case is short enough to be inlined.
func (s *Set) Pop() int {
	if m := s.w0; m != 0 {
		s.w0 &= m - 1
		return bits.TrailingZeros64(m)
	}
	return s.popHigh()
}

// popHigh is Pop when the first word is empty; kept out of line so that
// Pop itself is inlined.
//
//go:noinline
func (s *Set) popHigh() int {
	switch {
	case s.w1 != 0:
		i := 64 + bits.TrailingZeros64(s.w1)
		s.w1 &= s.w1 - 1
		return i
	case s.w2 != 0:
		i := 128 + bits.TrailingZeros64(s.w2)
		s.w2 &= s.w2 - 1
		return i
	case s.w3 != 0:
		i := 192 + bits.TrailingZeros64(s.w3)
		s.w3 &= s.w3 - 1
		return i
	}
	return -1
}

// Nth returns the n-th lowest index of s (from 0), -1 when s has fewer.
func (s Set) Nth(n int) int {
	for w := range 4 {
		m := *s.word(w)
		c := bits.OnesCount64(m)
		if n >= c {
			n -= c
			continue
		}
		for ; n > 0; n-- {
			m &= m - 1
		}
		return w<<6 | bits.TrailingZeros64(m)
	}
	return -1
}
