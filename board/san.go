package board

import (
	"fmt"
	"strings"
)

// SAN returns a legal move in Standard Algebraic Notation: the piece letter
// (none for a piece whose letter is P), the origin's file, rank or both when
// another piece of the kind could go to the same square, "x" for a capture
// (a pawn capture starts with its file), the destination, "=Q" for a
// promotion, "O-O" or "O-O-O" for castling, and "+" or "#" when it checks or
// mates.
func (p *Position) SAN(m Move) string {
	var buf [256]Move
	legal := p.LegalMoves(buf[:0])
	return p.sanBody(m, legal) + p.checkSuffix(m)
}

func (p *Position) sanBody(m Move, legal []Move) string {
	r := p.rules
	switch m.kind() {
	case flagCastleShort:
		return "O-O"
	case flagCastleLong:
		return "O-O-O"
	}
	var b strings.Builder
	letter := r.Letter(m.Piece().Kind())
	if letter != 'P' {
		b.WriteByte(letter)
		b.WriteString(p.disambiguation(m, legal))
	} else if m.IsCapture() {
		b.WriteByte(byte('a' + r.File(m.From())))
	}
	if m.IsCapture() {
		b.WriteByte('x')
	}
	b.WriteString(r.SquareName(m.To()))
	if m.promoPiece() != Empty {
		b.WriteByte('=')
		b.WriteByte(r.Letter(m.promoPiece().Kind()))
	}
	return b.String()
}

// disambiguation is the origin file, rank or square that tells m apart from
// the other legal moves of the same kind to the same square.
func (p *Position) disambiguation(m Move, legal []Move) string {
	r := p.rules
	clash, sameFile, sameRank := false, false, false
	for _, o := range legal {
		if o.From() == m.From() || o.To() != m.To() || o.Piece() != m.Piece() || o.IsCastle() {
			continue
		}
		clash = true
		sameFile = sameFile || r.File(o.From()) == r.File(m.From())
		sameRank = sameRank || r.Rank(o.From()) == r.Rank(m.From())
	}
	switch {
	case !clash:
		return ""
	case !sameFile:
		return string(rune('a' + r.File(m.From())))
	case !sameRank:
		return fmt.Sprint(r.Rank(m.From()) + 1)
	}
	return r.SquareName(m.From())
}

// checkSuffix is "+" when m checks, "#" when it mates, else "".
func (p *Position) checkSuffix(m Move) string {
	u := p.Make(m)
	defer p.Unmake(m, u)
	if !p.InCheck() {
		return ""
	}
	var buf [256]Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		return "#"
	}
	return "+"
}

// sanQuery is what a SAN text asks for.
type sanQuery struct {
	kind     Kind // NoKind: the kind whose letter is P
	fromFile int  // -1 when not given
	fromRank int  // -1 when not given
	to       Square
	promo    Kind // NoKind when not given
}

// ParseSAN finds the legal move that a SAN text names. It accepts "0-0" for
// "O-O", a missing "x", a lower-case piece letter where it cannot be read as
// a file, a promotion with or without "=", long forms such as "Ng1f3", and
// trailing "+", "#", "!" and "?". An illegal or ambiguous text is an error
// saying which.
func (p *Position) ParseSAN(s string) (Move, error) {
	body := strings.TrimRight(s, "+#!?")
	if body == "" {
		return 0, fmt.Errorf("bad move %q: want SAN such as Nf3, exd5, O-O or e8=Q", s)
	}
	var buf [256]Move
	legal := p.LegalMoves(buf[:0])
	switch body {
	case "O-O", "0-0", "O-O-O", "0-0-0":
		return p.parseCastle(s, len(body) == 5, legal)
	}
	queries, err := p.sanQueries(body)
	if err != nil {
		return 0, fmt.Errorf("bad move %q: %v", s, err)
	}
	for _, q := range queries {
		found := p.matchSAN(q, legal)
		switch {
		case len(found) == 1:
			return found[0], nil
		case len(found) > 1:
			return 0, p.ambiguous(s, found, legal)
		}
	}
	q := queries[0]
	if err := p.promotionError(s, queries, legal); err != nil {
		return 0, err
	}
	return 0, fmt.Errorf("illegal move %s: no %s can reach %s", s, p.queryKindName(q), p.rules.SquareName(q.to))
}

// promotionError explains a text that fits promoting moves but names no
// promotion piece, or one they do not offer, listing the moves it could
// mean; nil when no promoting move fits.
func (p *Position) promotionError(s string, queries []sanQuery, legal []Move) error {
	for _, q := range queries {
		var names []string
		for _, m := range legal {
			if m.promoPiece() != Empty && p.fitsSAN(q, m) {
				names = append(names, p.sanBody(m, legal))
			}
		}
		switch {
		case len(names) == 0:
			continue
		case q.promo == NoKind:
			return fmt.Errorf("illegal move %s: a promotion needs its piece, want %s", s, orList(names))
		}
		return fmt.Errorf("illegal move %s: no promotion to %s here, want %s", s, p.rules.KindName(q.promo), orList(names))
	}
	return nil
}

func (p *Position) parseCastle(s string, long bool, legal []Move) (Move, error) {
	want := flagCastleShort
	side := "short"
	if long {
		want, side = flagCastleLong, "long"
	}
	for _, m := range legal {
		if m.kind() == want {
			return m, nil
		}
	}
	return 0, fmt.Errorf("illegal move %s: castling %s is not legal here", s, side)
}

func (p *Position) ambiguous(s string, found, legal []Move) error {
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = p.sanBody(m, legal)
	}
	return fmt.Errorf("ambiguous move %s: %s", s, orList(names))
}

// orList joins two or more names as "a, b or c".
func orList(names []string) string {
	n := len(names)
	if n == 1 {
		return names[0]
	}
	return strings.Join(names[:n-1], ", ") + " or " + names[n-1]
}

func (p *Position) queryKindName(q sanQuery) string {
	if q.kind == NoKind {
		if k, ok := p.rules.KindOfLetter('P'); ok {
			return p.rules.KindName(k)
		}
		return "piece"
	}
	return p.rules.KindName(q.kind)
}

// sanQueries reads a SAN body in each way it can be read: a lower-case
// letter that is both a file and a piece letter gives two readings, the
// file first.
func (p *Position) sanQueries(body string) ([]sanQuery, error) {
	r := p.rules
	first := body[0]
	k, isPiece := r.KindOfLetter(first)
	isPiece = isPiece && isLetter(first)
	upper := first >= 'A' && first <= 'Z'
	isFile := first >= 'a' && int(first-'a') < r.files
	var queries []sanQuery
	var firstErr error
	try := func(kind Kind, rest string) {
		q, err := p.parseSANRest(rest)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			return
		}
		q.kind = kind
		queries = append(queries, q)
	}
	switch {
	case isPiece && upper:
		try(k, body[1:])
	case isPiece && isFile:
		try(NoKind, body)
		try(k, body[1:])
	case isPiece:
		try(k, body[1:])
	default:
		try(NoKind, body)
	}
	if len(queries) == 0 {
		return nil, firstErr
	}
	return queries, nil
}

// parseSANRest reads [file][rank][x|:|-]square[[=]promotion].
func (p *Position) parseSANRest(rest string) (sanQuery, error) {
	r := p.rules
	q := sanQuery{fromFile: -1, fromRank: -1, promo: NoKind}
	if n := len(rest); n > 0 && isLetter(rest[n-1]) {
		k, ok := r.KindOfLetter(rest[n-1])
		if !ok {
			return q, fmt.Errorf("unexpected %q at the end, want a promotion piece letter", rest[n-1])
		}
		q.promo = k
		rest = strings.TrimSuffix(rest[:n-1], "=")
	}
	i := len(rest)
	for i > 0 && rest[i-1] >= '0' && rest[i-1] <= '9' {
		i--
	}
	if i == 0 || i == len(rest) {
		return q, fmt.Errorf("no destination square, want SAN such as Nf3, exd5, O-O or e8=Q")
	}
	to, err := r.ParseSquare(rest[i-1:])
	if err != nil {
		return q, err
	}
	q.to = to
	from := strings.TrimRight(rest[:i-1], "x:-")
	if from != "" && from[0] >= 'a' && int(from[0]-'a') < r.files {
		q.fromFile = int(from[0] - 'a')
		from = from[1:]
	}
	if from != "" {
		var rank int
		if _, err := fmt.Sscanf(from, "%d", &rank); err != nil || fmt.Sprint(rank) != from || rank < 1 || rank > r.ranks {
			return q, fmt.Errorf("unexpected %q before the destination, want a file or a rank", from)
		}
		q.fromRank = rank - 1
	}
	return q, nil
}

// matchSAN returns the legal moves (castling aside) that fit a query,
// promotion piece included.
func (p *Position) matchSAN(q sanQuery, legal []Move) []Move {
	var found []Move
	for _, m := range legal {
		switch promo := m.promoPiece(); {
		case !p.fitsSAN(q, m):
		case q.promo == NoKind && promo != Empty, q.promo != NoKind && (promo == Empty || promo.Kind() != q.promo):
		default:
			found = append(found, m)
		}
	}
	return found
}

// fitsSAN reports whether a move (castling aside) fits a query's piece,
// origin and destination, whatever its promotion.
func (p *Position) fitsSAN(q sanQuery, m Move) bool {
	r := p.rules
	kind := m.Piece().Kind()
	switch {
	case m.IsCastle() || m.To() != q.to:
	case q.kind == NoKind && r.Letter(kind) != 'P', q.kind != NoKind && kind != q.kind:
	case q.fromFile >= 0 && r.File(m.From()) != q.fromFile, q.fromRank >= 0 && r.Rank(m.From()) != q.fromRank:
	default:
		return true
	}
	return false
}
