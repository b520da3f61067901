package board

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chespel/chespel/carn/input"
)

// FENError is an error in a FEN: the field it is in and what is wrong.
type FENError struct {
	Field string // "piece placement", "side to move", "castling", ...
	Msg   string
}

// Error returns "fen: FIELD: MSG".
func (e *FENError) Error() string {
	if e.Field == "" {
		return "fen: " + e.Msg
	}
	return "fen: " + e.Field + ": " + e.Msg
}

// fenErr makes a FENError; a string argument (a piece of the FEN) longer
// than maxFENQuote bytes is cut to a short excerpt, as input.Excerpt does,
// so that an error never repeats much of a junk line.
func fenErr(field, format string, args ...any) error {
	for i, a := range args {
		if s, ok := a.(string); ok && len(s) > maxFENQuote {
			args[i] = fenExcerpt(s)
		}
	}
	return &FENError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// maxFENQuote is the most of a FEN that an error message quotes.
const maxFENQuote = 40

// fenExcerpt is a long piece of a FEN in an error message: its first
// maxFENQuote bytes (%q quotes them with input.Excerpt), then "...".
type fenExcerpt string

// Format writes the excerpt: quoted for %q, plain otherwise.
func (e fenExcerpt) Format(f fmt.State, verb rune) {
	if verb == 'q' {
		io.WriteString(f, input.Excerpt(string(e), maxFENQuote))
		return
	}
	cut := maxFENQuote
	for cut > 0 && !utf8.RuneStart(e[cut]) {
		cut--
	}
	io.WriteString(f, string(e[:cut])+"...")
}

// ParseFEN reads a position in Forsyth-Edwards Notation: piece placement,
// side to move, castling rights, en passant square, and optionally the
// halfmove clock and fullmove number (default "0 1"). In a game with a
// counting rule (makruk) the en passant field may hold the count's limit,
// and the halfmove field then holds the count, as Fairy-Stockfish writes.
// It is strict: every malformed field is an error naming the field and the
// character. The en passant square may be written after every double step
// or only when a capture is possible; either reads the same.
func (r *Rules) ParseFEN(fen string) (*Position, error) {
	if err := checkFENLength(fen); err != nil {
		return nil, err
	}
	fields := strings.Fields(fen)
	switch {
	case len(fields) < 4:
		return nil, fenErr("", "%d fields, want 4 to 6 (placement, side to move, castling, en passant, [halfmove clock, fullmove number])", len(fields))
	case len(fields) > 6:
		return nil, fenErr("", "%d fields, want at most 6", len(fields))
	}
	p := r.newPosition()
	if err := p.parsePlacement(fields[0]); err != nil {
		return nil, err
	}
	steps := []func(string) error{p.parseSide, p.readCastling, p.parseEnPassant, p.parseHalfmove, p.parseFullmove}
	for i, field := range fields[1:] {
		if err := steps[i](field); err != nil {
			return nil, err
		}
	}
	if err := p.validate(len(fields) > 3 && fields[3] != "-"); err != nil {
		return nil, err
	}
	p.hash = p.computeHash()
	return p, nil
}

// parsePlacement reads the ranks, top rank first, separated by '/'.
func (p *Position) parsePlacement(s string) error {
	const field = "piece placement"
	r := p.rules
	rows := strings.Split(s, "/")
	if len(rows) != r.ranks {
		return fenErr(field, "%d ranks, want %d", len(rows), r.ranks)
	}
	for i, row := range rows {
		rank := r.ranks - 1 - i
		if err := p.parseRank(row, rank); err != nil {
			return err
		}
	}
	return nil
}

func (p *Position) parseRank(row string, rank int) error {
	const field = "piece placement"
	r := p.rules
	file := 0
	for i := 0; i < len(row); {
		ch := row[i]
		if ch >= '0' && ch <= '9' {
			j := i
			for j < len(row) && row[j] >= '0' && row[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(row[i:j])
			if err != nil || n == 0 || ch == '0' {
				return fenErr(field, "rank %d: bad empty-square count %q", rank+1, row[i:j])
			}
			file += n
			i = j
			continue
		}
		k, ok := r.KindOfLetter(ch)
		if !ok || !isLetter(ch) {
			return fenErr(field, "rank %d: unexpected %q, want a piece letter or a digit", rank+1, ch)
		}
		c := colorOfLetter(ch)
		if r.IsRoyal(k) && p.nRoyals[c] == maxRoyals {
			return fenErr(field, "rank %d: more than %d royal pieces for %s", rank+1, maxRoyals, c)
		}
		if file < r.files {
			p.put(r.Square(file, rank), MakePiece(c, k))
		}
		file++
		i++
	}
	if file != r.files {
		return fenErr(field, "rank %d has %d files, want %d", rank+1, file, r.files)
	}
	return nil
}

func isLetter(ch byte) bool { return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' }

func colorOfLetter(ch byte) Color {
	if ch >= 'a' && ch <= 'z' {
		return Black
	}
	return White
}

func (p *Position) parseSide(s string) error {
	switch s {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return fenErr("side to move", "unexpected %q, want w or b", s)
	}
	return nil
}

// parseEnPassant reads "-" or the square passed over by the opponent's last
// double step, which must be possible (validEnPassant). The square is kept
// only when a capture there is legal.
func (p *Position) parseEnPassant(s string) error {
	const field = "en passant"
	if s == "-" {
		return nil
	}
	if p.rules.CountingRule() && s[0] >= '0' && s[0] <= '9' {
		return p.parseCountLimit(s)
	}
	r := p.rules
	sq, err := r.ParseSquare(s)
	if err != nil {
		return fenErr(field, "bad square %q", s)
	}
	if !p.validEnPassant(sq) {
		return fenErr(field, "%s: no %s double step can just have passed over it (want an empty square with the piece that double-stepped in front of it and an empty square behind it)", s, p.side^1)
	}
	if p.epCapturable(sq, p.side) {
		p.ep = sq
	}
	return nil
}

func (p *Position) parseHalfmove(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || s[0] == '+' {
		return fenErr("halfmove clock", "%q, want a number 0 or more", s)
	}
	p.halfmove = n
	if p.countLimit != 0 && n > 0 {
		p.countPly, p.halfmove = int16(min(n, maxCount)), 0
	}
	return nil
}

func (p *Position) parseFullmove(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || s[0] == '+' {
		return fenErr("fullmove number", "%q, want a number 1 or more", s)
	}
	p.fullmove = n
	return nil
}

func (r *Rules) royalNames() string {
	var names []string
	for _, k := range r.kinds {
		if k.royal {
			names = append(names, k.name)
		}
	}
	return strings.Join(names, ", ")
}

// FEN returns the position in Forsyth-Edwards Notation. The en passant
// square is written only when an en passant capture there is legal. While a
// count runs (makruk), the count's limit and plies stand in place of the en
// passant square and the halfmove clock, as Fairy-Stockfish writes them.
func (p *Position) FEN() string {
	var b strings.Builder
	r := p.rules
	for rank := r.ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := range r.files {
			pc := p.board[r.Square(file, rank)]
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(r.PieceLetter(pc))
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if p.countLimit != 0 {
		fmt.Fprintf(&b, " %c %s %d %d %d", "wb"[p.side], p.writeCastling(), p.countLimit, p.countPly, p.fullmove)
		return b.String()
	}
	fmt.Fprintf(&b, " %c %s %s %d %d", "wb"[p.side], p.writeCastling(), r.SquareName(p.ep), p.halfmove, p.fullmove)
	return b.String()
}

// String returns the position's FEN.
func (p *Position) String() string { return p.FEN() }

// maxCount bounds a count read from a FEN, in plies.
const maxCount = 10000

// parseCountLimit reads the counting rule's limit in plies, which a
// counting game's FEN writes in place of the en passant square while a
// count runs ("8/8/5M2/3k4/8/8/8/K7 w - 128 7 134": limit 128, 7 plies
// counted); the next field is then the count, not the halfmove clock.
func (p *Position) parseCountLimit(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > maxCount {
		return fenErr("en passant", "%q: want a square, -, or the count's limit in plies (0 to %d)", s, maxCount)
	}
	p.countLimit = int16(n)
	return nil
}
