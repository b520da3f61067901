package polyglot

import (
	"encoding/binary"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"

	"github.com/chespel/chespel/board"
)

// entrySize is the size of a book entry in bytes.
const entrySize = 16

// Entry is one entry of a Polyglot book: in the position of Key, Move
// with its Weight (how often to play it, relative to the position's other
// moves). Learn is kept as read; chespel does not use it.
type Entry struct {
	Key    uint64
	Move   uint16 // to file, to row, from file, from row (3 bits each), promotion
	Weight uint16
	Learn  uint32
}

// Book is a Polyglot book read into memory, its entries sorted by key.
// Its methods only read it, so one Book may serve several engines at once;
// a Rand, when set, is drawn from and must then not be shared between
// goroutines.
type Book struct {
	entries []Entry
	// Rand, when not nil, makes Lookup draw among a position's moves with a
	// probability proportional to their weights; nil plays the heaviest.
	Rand *rand.Rand
}

// Open reads the book in the file path.
func Open(path string) (*Book, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

// OpenFor reads the book in the file path for a game of rules: an error
// wrapping ErrNotChess, before the file is read, unless rules are chess's
// board and pieces. The shell's book command, UCI's BookFile and
// chespel run --book all open their book with it.
func OpenFor(rules *board.Rules, path string) (*Book, error) {
	if _, err := kinds(rules); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return Open(path)
}

// Read reads a book: whole 16-byte entries, big-endian. Entries out of key
// order are sorted (stably, so that the file's order of a position's moves
// is kept).
func Read(r io.Reader) (*Book, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if len(data)%entrySize != 0 {
		return nil, fmt.Errorf("not a Polyglot book: %d bytes is not a whole number of %d-byte entries", len(data), entrySize)
	}
	b := &Book{entries: make([]Entry, len(data)/entrySize)}
	for i := range b.entries {
		e := data[i*entrySize:]
		b.entries[i] = Entry{
			Key:    binary.BigEndian.Uint64(e),
			Move:   binary.BigEndian.Uint16(e[8:]),
			Weight: binary.BigEndian.Uint16(e[10:]),
			Learn:  binary.BigEndian.Uint32(e[12:]),
		}
	}
	slices.SortStableFunc(b.entries, func(x, y Entry) int {
		switch {
		case x.Key < y.Key:
			return -1
		case x.Key > y.Key:
			return 1
		}
		return 0
	})
	return b, nil
}

// Len returns the number of entries of the book.
func (b *Book) Len() int { return len(b.entries) }

// Entries returns the entries of key, in the file's order.
func (b *Book) Entries(key uint64) []Entry {
	i, _ := slices.BinarySearchFunc(b.entries, key, func(e Entry, k uint64) int {
		switch {
		case e.Key < k:
			return -1
		case e.Key > k:
			return 1
		}
		return 0
	})
	j := i
	for j < len(b.entries) && b.entries[j].Key == key {
		j++
	}
	return b.entries[i:j]
}

// Choice is a legal move of a position that the book holds, with its
// weight.
type Choice struct {
	Move   board.Move
	Weight int
}

// Moves returns the book's moves for p that are legal there, heaviest
// first (the file's order on a tie); nothing for a position of another
// game than chess. An entry whose move is not legal in p (a key collision,
// or a damaged book) is left out.
func (b *Book) Moves(p *board.Position) []Choice {
	if b == nil || p == nil {
		return nil
	}
	key, err := Key(p)
	if err != nil {
		return nil
	}
	entries := b.Entries(key)
	if len(entries) == 0 {
		return nil
	}
	legal := p.LegalMoves(nil)
	var out []Choice
	for _, e := range entries {
		for _, m := range legal {
			if encode(p, m) == e.Move&0x7fff {
				out = append(out, Choice{Move: m, Weight: int(e.Weight)})
				break
			}
		}
	}
	slices.SortStableFunc(out, func(x, y Choice) int { return y.Weight - x.Weight })
	return out
}

// Lookup returns the book's move for p, and false when the book has none:
// the heaviest move, or with b.Rand a move drawn by weight. Moves of weight
// 0 are played only when the position has no other.
func (b *Book) Lookup(p *board.Position) (board.Move, bool) {
	moves := b.Moves(p)
	if len(moves) == 0 {
		return 0, false
	}
	total := 0
	for _, c := range moves {
		total += c.Weight
	}
	if b.Rand == nil || total == 0 {
		return moves[0].Move, true
	}
	n := b.Rand.IntN(total)
	for _, c := range moves {
		if n < c.Weight {
			return c.Move, true
		}
		n -= c.Weight
	}
	return moves[0].Move, true // not reached
}

// encode returns m as a Polyglot move: to file, to row, from file, from
// row in three bits each from the lowest, then the promotion (knight 1,
// bishop 2, rook 3, queen 4). Castling is the king taking its own rook, as
// the format writes it (e1h1, e1a1).
func encode(p *board.Position, m board.Move) uint16 {
	r := p.Rules()
	from, to := m.From(), m.To()
	if m.IsCastle() {
		to = castlingRook(p, m)
	}
	v := uint16(r.File(to)) | uint16(r.Rank(to))<<3 | uint16(r.File(from))<<6 | uint16(r.Rank(from))<<9
	if k, ok := m.Promotion(); ok {
		if i := slices.Index([]byte(chessLetters), r.Letter(k)); i >= 1 && i <= 4 {
			v |= uint16(i) << 12
		}
	}
	return v
}

// castlingRook returns the square of the rook that the castling move m
// moves: the outermost rook of the mover on the king's rank, on the side
// the king goes to (h1 and a1 in chess; the X-FEN reading in Chess960).
func castlingRook(p *board.Position, m board.Move) board.Square {
	r := p.Rules()
	from := m.From()
	rank, step, file := r.Rank(from), 1, r.Files()-1
	if r.File(m.To()) < r.File(from) {
		step, file = -1, 0
	}
	rook, _ := r.KindOfLetter('R')
	for ; file != r.File(from); file -= step {
		sq := r.Square(file, rank)
		if pc := p.At(sq); !pc.IsEmpty() && pc.Color() == m.Piece().Color() && pc.Kind() == rook {
			return sq
		}
	}
	return m.To()
}
