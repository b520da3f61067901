package carn

import "go.yaml.in/yaml/v3"

// The keys of the game_end block, and the values its keys take.
var (
	gameEndKeys     = []string{"stalemate", "bare_king", "counting"}
	stalemateValues = []string{"draw", "loss", "win"}
	countingRules   = []string{"makruk"}
)

// MakrukCountingPieces are the names of the pieces that the makruk
// counting rule counts, in this order: rook, khon, knight.
var MakrukCountingPieces = []string{"rook", "khon", "knight"}

// gameEnd reads "game_end: {stalemate: loss, bare_king: true, counting:
// makruk}". The makruk counting rule counts rooks, khons and knights by
// those names, which must be pieces of the rule set (checked when the
// pieces loaded); its count starts once no piece that promotes is left, so
// in a game without one it runs from the first move.
func (l *loader) gameEnd(n *yaml.Node, rs *RuleSet, piecesOK bool) GameEnd {
	var end GameEnd
	fields := l.mapping("game_end", n, gameEndKeys)
	if v := lookup(fields, "stalemate"); v != nil {
		if s, ok := l.str("game_end.stalemate", v); ok {
			if contains(stalemateValues, s) {
				end.Stalemate = s
			} else {
				l.errorf("game_end.stalemate", v, "unknown result %q: want draw, loss or win", s)
			}
		}
	}
	if v := lookup(fields, "bare_king"); v != nil {
		end.BareKing = l.boolean("game_end.bare_king", v)
	}
	if v := lookup(fields, "counting"); v != nil {
		s, ok := l.str("game_end.counting", v)
		switch {
		case !ok:
		case !contains(countingRules, s):
			l.errorf("game_end.counting", v, "unknown counting rule %q: want makruk", s)
		case piecesOK:
			for _, name := range MakrukCountingPieces {
				if pieceIndex(rs.Pieces, name) < 0 {
					l.errorf("game_end.counting", v, "the makruk counting rule counts a piece named %q, and there is none", name)
				}
			}
			end.Counting = s
		default:
			end.Counting = s
		}
	}
	return end
}
