package ormulogun

import (
	"fmt"
	"math/rand/v2"
)

// DefaultMaxTries is how many candidate positions a Generator tries before
// it gives up on a spec.
const DefaultMaxTries = 10000

// maxPieces is the most pieces a spec may place.
const maxPieces = 64

// Check reports whether a candidate position may be returned. The board
// provides it: legal (the side not to move is not in check), quiet (the side
// to move is not in check and has no capture) and not over (the side to move
// has a legal move). The placement itself already guarantees every filter,
// one piece a square, no piece where it can never stand (a pawn on rank 0
// or 7 of the chess board; with a board, see BoardGenerator), exactly one
// king a side and kings apart. A Check must not keep the position's Pieces
// slice, which the generator reuses.
type Check func(Position) bool

// Generator draws random positions for a spec: it places the pieces in spec
// order, each on a random free square that its filters allow, starts again
// on a dead end, picks the colour of the upper-case side at random, and
// returns the first candidate that its Check accepts.
type Generator struct {
	// MaxTries bounds the candidates of one Next call; 0 means
	// DefaultMaxTries.
	MaxTries int

	spec   *Spec
	rng    *rand.Rand
	check  Check
	geo    Geometry
	static []Mask // the spec's filters on geo
	rules  []placeRule
	placed []Piece
	sq     []Square // the squares of placed, as filters read them
}

// placeRule is what placement adds to a piece's filters.
type placeRule struct {
	forbidden Mask // squares the piece never takes: a pawn's back ranks
	otherKing int  // for a king, the index of the other king; -1 otherwise
}

// NewGenerator prepares to generate chess positions (8×8) for s with rng.
// check is the board's acceptance test; nil accepts every placement (the
// positions are then not checked for legality, quietness or game end). It
// fails when s cannot describe a chess position: a king missing or
// doubled, more pieces than squares, a piece whose filters allow no square.
func NewGenerator(s *Spec, rng *rand.Rand, check Check) (*Generator, error) {
	pawnRanks := Chess8x8.All()
	for _, rank := range []int{0, 7} {
		pawnRanks = pawnRanks.AndNot(rankMask(Chess8x8, rank))
	}
	return newGenerator(s, rng, check, Chess8x8, func(i int) Mask {
		if l := s.Pieces[i].Letter; l == 'P' || l == 'p' {
			return pawnRanks
		}
		return Chess8x8.All()
	})
}

// rankMask returns the squares of a rank of board g.
func rankMask(g Geometry, rank int) Mask {
	var m Mask
	m.addRow(rank, 1<<g.Files-1)
	return m
}

// newGenerator prepares a generator on board g, where stands(i) gives the
// squares on which the spec's i-th piece can stand at all.
func newGenerator(s *Spec, rng *rand.Rand, check Check, g Geometry, stands func(int) Mask) (*Generator, error) {
	if err := s.CheckKings(); err != nil {
		return nil, err
	}
	if len(s.Pieces) > maxPieces || len(s.Pieces) > g.Files*g.Ranks {
		return nil, &Error{Msg: fmt.Sprintf("%d pieces do not fit on %d squares (a spec places at most %d)", len(s.Pieces), g.Files*g.Ranks, maxPieces)}
	}
	gen := &Generator{spec: s, rng: rng, check: check, geo: g, static: s.on(g).static,
		placed: make([]Piece, len(s.Pieces)), sq: make([]Square, len(s.Pieces))}
	for i, p := range s.Pieces {
		rule := placeRule{otherKing: -1, forbidden: g.All().AndNot(stands(i))}
		switch p.Letter {
		case 'K':
			rule.otherKing = s.index('k')
		case 'k':
			rule.otherKing = s.index('K')
		}
		if !p.dynamic && gen.static[i].AndNot(rule.forbidden).Empty() {
			return nil, emptyFilterError(p, g)
		}
		gen.rules = append(gen.rules, rule)
	}
	return gen, nil
}

// emptyFilterError says that p's filters allow no square of board g where
// the piece can stand.
func emptyFilterError(p PieceSpec, g Geometry) error {
	msg := "no square satisfies " + p.String()
	switch {
	case g == Chess8x8 && (p.Letter == 'P' || p.Letter == 'p'):
		msg += " on ranks 1-6, where pawns stand"
	case g != Chess8x8:
		msg += fmt.Sprintf(" on the %s board where the piece can stand", g)
	}
	return &Error{Col: p.Col, Msg: msg}
}

// index returns the index of the first piece with letter, or -1.
func (s *Spec) index(letter byte) int {
	for i, p := range s.Pieces {
		if p.Letter == letter {
			return i
		}
	}
	return -1
}

// CheckKings reports an error unless the spec has exactly one K and one k,
// as a chess position needs.
func (s *Spec) CheckKings() error {
	for _, king := range []byte{'K', 'k'} {
		seen := 0
		for _, p := range s.Pieces {
			if p.Letter != king {
				continue
			}
			if seen++; seen == 2 {
				return &Error{Col: p.Col, Msg: fmt.Sprintf("a second %c: a chess position has exactly one king a side", king)}
			}
		}
		if seen == 0 {
			return &Error{Msg: fmt.Sprintf("%s has no %c: a chess position needs exactly one king a side", s, king)}
		}
	}
	return nil
}

// Next returns a new random position, or an error after MaxTries candidates
// that were dead ends or that the Check refused, saying which.
func (g *Generator) Next() (Position, error) {
	tries := g.MaxTries
	if tries <= 0 {
		tries = DefaultMaxTries
	}
	deadEnds := 0
	for try := 0; try < tries; try++ {
		if !g.place() {
			deadEnds++
			continue
		}
		pos := Position{Pieces: g.placed, Black: g.rng.IntN(2) == 1, Geometry: g.geo}
		if g.check == nil || g.check(pos) {
			pos.Pieces = append([]Piece(nil), g.placed...)
			return pos, nil
		}
	}
	return Position{}, &Error{Msg: fmt.Sprintf("no position satisfies %s after %d tries: %s", g.spec, tries, failures(deadEnds, tries-deadEnds))}
}

// failures says why the tries failed: deadEnds placements left a piece
// without a square, the Check refused the others.
func failures(deadEnds, refused int) string {
	const deadEnd, refusal = "a piece found no free square", "illegal, not quiet or without a legal move"
	switch {
	case refused == 0:
		return "in every placement " + deadEnd
	case deadEnds == 0:
		return "every placement was " + refusal
	}
	return fmt.Sprintf("in %d placements %s, %d were %s", deadEnds, deadEnd, refused, refusal)
}

// place puts every piece on a random allowed free square, in spec order; it
// returns false on a dead end, a piece with no square left.
func (g *Generator) place() bool {
	var occupied Mask
	for i := range g.spec.Pieces {
		p, rule := &g.spec.Pieces[i], g.rules[i]
		m := p.allowed(g.geo, g.static[i], g.sq[:i]).AndNot(occupied).AndNot(rule.forbidden)
		if rule.otherKing >= 0 && rule.otherKing < i {
			m = m.AndNot(g.geo.kingZone(g.sq[rule.otherKing]))
		}
		if m.Empty() {
			return false
		}
		s := m.nth(g.rng.IntN(m.Count()))
		g.sq[i], g.placed[i] = s, Piece{Letter: p.Letter, Square: s}
		occupied.add(s)
	}
	return true
}
