package shell

import (
	"fmt"
	"strings"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// Whose says whose a "score:" line is and, for a finished game, why it
// ended: "(black to move)", "(white, who moved)", "(white is checkmated)".
// mover is true for the score of the player who just moved.
func Whose(p *board.Position, mover bool) string {
	side := p.SideToMove()
	var owner string
	if mover {
		owner = side.Other().String() + ", who moved"
	} else {
		owner = side.String() + " to move"
	}
	o := p.Outcome()
	var reason string
	switch o.Reason {
	case board.NotOver:
		return "(" + owner + ")"
	case board.Checkmate:
		reason = side.String() + " is checkmated"
	case board.Stalemate:
		reason = side.String() + " is stalemated"
	case board.BareKing:
		reason = loser(o).String() + "'s king is bared"
	default:
		reason = "draw by " + o.Reason.String()
	}
	if !mover && o.Reason <= board.Stalemate {
		return "(" + reason + ")"
	}
	return "(" + owner + "; " + reason + ")"
}

// loser is the side that lost a decided game: black after "1-0".
func loser(o board.Outcome) board.Color {
	if o.Result == "1-0" {
		return board.Black
	}
	return board.White
}

// searchScore writes a search score in words: "0.25", "mate in 3" when
// the side to move mates, "mated in 2" when it is mated.
func searchScore(s search.Score) string {
	if n, ok := s.Mate(); ok {
		if n > 0 {
			return fmt.Sprintf("mate in %d", n)
		}
		return fmt.Sprintf("mated in %d", -n)
	}
	return s.String()
}

// line writes moves, played from p, in SAN: "Nc3 Nf6 Nf3".
func line(p *board.Position, moves []board.Move) string {
	q := p.Clone()
	var words []string
	for _, m := range moves {
		if !isLegal(q, m) {
			break
		}
		words = append(words, q.SAN(m))
		q.Make(m)
	}
	return strings.Join(words, " ")
}

// seconds writes a duration as seconds with three decimals: "0.012s".
func seconds(d time.Duration) string {
	return fmt.Sprintf("%.3fs", d.Seconds())
}

// isLegal reports whether m is a legal move in p.
func isLegal(p *board.Position, m board.Move) bool {
	for _, l := range p.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}
