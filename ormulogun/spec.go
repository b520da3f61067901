package ormulogun

import (
	"strings"
	"sync/atomic"
)

// Spec is a parsed Ormulogun endgame spec: pieces in the order they are
// placed, each with its location filters. Build one with Parse.
type Spec struct {
	Pieces []PieceSpec

	linked   []int           // pieces whose filters refer to another or are referred to, in order
	free     []int           // the other pieces
	material [numSlots]int32 // how many pieces of each letter, by letterSlot
	sides    [2]int          // how many pieces are ours (upper case) and theirs

	chess  *onBoard                // the filters on the 8×8 board, from Parse
	recent atomic.Pointer[onBoard] // the filters on the last other board used
}

// onBoard is a spec's filters evaluated on one board: the squares of each
// piece whose filters do not refer to another.
type onBoard struct {
	geo    Geometry
	static []Mask
}

// on returns the spec's filters evaluated on board g, computed once for
// the 8×8 board and kept for the last other board asked for. It is safe for
// concurrent use.
func (s *Spec) on(g Geometry) *onBoard {
	if s.chess != nil && g == Chess8x8 {
		return s.chess
	}
	if b := s.recent.Load(); b != nil && b.geo == g {
		return b
	}
	b := s.evaluate(g)
	s.recent.Store(b)
	return b
}

// evaluate computes the static squares of every piece on board g.
func (s *Spec) evaluate(g Geometry) *onBoard {
	b := &onBoard{geo: g, static: make([]Mask, len(s.Pieces))}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; !p.dynamic {
			b.static[i] = p.evaluate(g, nil)
		}
	}
	return b
}

// PieceSpec is one piece of a spec with its location filters.
type PieceSpec struct {
	// Letter is the piece: an upper-case letter for ours (the side to
	// move), lower case for the opponent's; in chess K Q R B N P and
	// k q r b n p, in another game the letters of its pieces.
	Letter byte
	// Col is the 1-based column of the letter in the spec's text.
	Col int
	// Filters are the comma-separated location filters; the piece may stand
	// on a square that satisfies any of them. Nil when the spec has no
	// braces, which means any square ({*|*}).
	Filters []Filter

	dynamic bool // a filter refers to an earlier piece (F or R)
}

// Filter is one location filter, "files|ranks": a square satisfies it when
// its file is among Files and its rank among Ranks.
type Filter struct {
	Files, Ranks Coords
}

// Coords is a list of files or of ranks. No items means "*", any file or
// rank.
type Coords struct {
	Items []Item
}

// Item is one file or rank of a list: a term followed by any number of "+"
// or "-" modifiers, evaluated left to right (7-@ is seven minus the other
// coordinate of the square being tried).
type Item struct {
	First Term
	Mods  []Modifier
}

// Modifier is "+term" or "-term".
type Modifier struct {
	Minus bool
	Term  Term
}

// TermKind says what a term stands for.
type TermKind uint8

// The kinds of terms.
const (
	Number TermKind = iota // a digit, 0-9
	Self                   // "@": in a file list the rank, in a rank list the file, of the square being tried
	FileOf                 // "F<piece>": the file of the most recently placed piece of that letter
	RankOf                 // "R<piece>": the rank of the most recently placed piece of that letter
)

// Term is a digit, "@", "F<piece>" or "R<piece>".
type Term struct {
	Kind   TermKind
	Value  int  // the digit of a Number
	Letter byte // the piece letter of FileOf and RankOf
	// Ref is the index in Spec.Pieces of the piece that FileOf and RankOf
	// refer to: the most recent piece of that letter before this one.
	Ref int
	Col int // 1-based column of the term in the spec's text
}

// String prints the spec back in canonical form, which is the grammar's only
// spelling: no spaces, filters as written.
func (s *Spec) String() string {
	var b strings.Builder
	for _, p := range s.Pieces {
		p.write(&b)
	}
	return b.String()
}

// String prints the piece and its filters, "B{*|@}".
func (p PieceSpec) String() string {
	var b strings.Builder
	p.write(&b)
	return b.String()
}

func (p PieceSpec) write(b *strings.Builder) {
	b.WriteByte(p.Letter)
	if p.Filters == nil {
		return
	}
	b.WriteByte('{')
	for i, f := range p.Filters {
		if i > 0 {
			b.WriteByte(',')
		}
		f.write(b)
	}
	b.WriteByte('}')
}

// String prints the filter, "07|*".
func (f Filter) String() string {
	var b strings.Builder
	f.write(&b)
	return b.String()
}

func (f Filter) write(b *strings.Builder) {
	f.Files.write(b)
	b.WriteByte('|')
	f.Ranks.write(b)
}

func (c Coords) write(b *strings.Builder) {
	if len(c.Items) == 0 {
		b.WriteByte('*')
		return
	}
	for _, it := range c.Items {
		it.First.write(b)
		for _, m := range it.Mods {
			if m.Minus {
				b.WriteByte('-')
			} else {
				b.WriteByte('+')
			}
			m.Term.write(b)
		}
	}
}

func (t Term) write(b *strings.Builder) {
	switch t.Kind {
	case Number:
		b.WriteByte(byte('0' + t.Value))
	case Self:
		b.WriteByte('@')
	case FileOf:
		b.WriteByte('F')
		b.WriteByte(t.Letter)
	case RankOf:
		b.WriteByte('R')
		b.WriteByte(t.Letter)
	}
}

// Count returns how many pieces of letter the spec has.
func (s *Spec) Count(letter byte) int {
	n := 0
	for _, p := range s.Pieces {
		if p.Letter == letter {
			n++
		}
	}
	return n
}

// String prints the list, "*" or its items, "@@+2".
func (c Coords) String() string {
	var b strings.Builder
	c.write(&b)
	return b.String()
}
