package board

import "math/bits"

// Set is a set of squares by dense index (Rules.Index: file + files ×
// rank), bit i%64 of word i/64, big enough for the largest board
// (carn.MaxSize × carn.MaxSize squares). Iterating from First with Next, or
// with Pop, visits the squares in board order: a1, b1, ..., then the next
// rank. The zero Set is empty; Sets are values.
type Set [setWords]uint64

// setWords is the number of 64-bit words of a Set.
const setWords = (maxSquares + 63) / 64

// SetOf returns the set of the given dense indices.
func SetOf(indices ...int) Set {
	var s Set
	for _, i := range indices {
		s.Add(i)
	}
	return s
}

// Has reports whether index i is in s; false for an index off every board.
func (s *Set) Has(i int) bool {
	return uint(i) < maxSquares && s[i>>6]>>(uint(i)&63)&1 != 0
}

// Add puts index i into s.
func (s *Set) Add(i int) { s[i>>6] |= 1 << (uint(i) & 63) }

// Remove takes index i out of s.
func (s *Set) Remove(i int) { s[i>>6] &^= 1 << (uint(i) & 63) }

// And returns the squares in both s and t.
func (s Set) And(t Set) Set {
	return Set{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}

// Or returns the squares in s or t.
func (s Set) Or(t Set) Set {
	return Set{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}

// AndNot returns the squares in s and not in t.
func (s Set) AndNot(t Set) Set {
	return Set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}

// IsEmpty reports whether s has no square.
func (s Set) IsEmpty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Count returns the number of squares in s.
func (s Set) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// First returns the lowest index of s, -1 when s is empty.
func (s Set) First() int {
	for w, m := range s {
		if m != 0 {
			return w<<6 | bits.TrailingZeros64(m)
		}
	}
	return -1
}

// Last returns the highest index of s, -1 when s is empty.
func (s Set) Last() int {
	for w := setWords - 1; w >= 0; w-- {
		if m := s[w]; m != 0 {
			return w<<6 | (63 - bits.LeadingZeros64(m))
		}
	}
	return -1
}

// Pop removes the lowest index of s and returns it, -1 when s is empty:
// `for i := s.Pop(); i >= 0; i = s.Pop()` visits s in board order.
func (s *Set) Pop() int {
	for w := range s {
		if m := s[w]; m != 0 {
			s[w] = m & (m - 1)
			return w<<6 | bits.TrailingZeros64(m)
		}
	}
	return -1
}

// Nth returns the n-th lowest index of s (from 0), -1 when s has fewer.
func (s Set) Nth(n int) int {
	for w, m := range s {
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
