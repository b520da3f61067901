package uci

import (
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// maxMultiPV is the most lines the MultiPV option asks for.
const maxMultiPV = 256

// setOwnBook handles "setoption name OwnBook value true|false".
func (s *session) setOwnBook(value string) {
	switch strings.ToLower(value) {
	case "true":
		s.noBook = false
	case "false":
		s.noBook = true
	default:
		s.errorf("setoption OwnBook: got value %s, want true or false", quote(value))
	}
}

// analysis completes the limits of a "go": the searchmoves, the MultiPV
// lines, and the book left out for analysis (go infinite, go depth,
// MultiPV above 1) and when OwnBook is off.
func (s *session) analysis(lim *search.Limits, args []string) {
	lim.SearchMoves = s.searchMoves(args)
	lim.MultiPV = max(s.multiPV, 1)
	lim.NoBook = s.noBook || lim.MultiPV > 1 || indexOf(args, "infinite") < len(args) || indexOf(args, "depth") < len(args)
}

// searchMoves reads the moves after "searchmoves" up to the next keyword;
// one that is not legal here is reported and left out.
func (s *session) searchMoves(args []string) []board.Move {
	var moves []board.Move
	for i := indexOf(args, "searchmoves") + 1; i < len(args) && !isGoKeyword(args[i]); i++ {
		m, err := s.pos.ParseUCI(args[i])
		if err != nil {
			s.errorf("go: searchmoves: %v", err)
			continue
		}
		moves = append(moves, m)
	}
	return moves
}

// currMoveLine formats a progress report: the root move now searched.
func currMoveLine(pos *board.Position, i search.Info) string {
	return "info depth " + strconv.Itoa(i.Depth) + " currmove " + pos.UCI(i.CurrMove) + " currmovenumber " + strconv.Itoa(i.CurrMoveNumber)
}

// boundText is " lowerbound" or " upperbound" after the score of a root
// search that failed outside its aspiration window.
func boundText(b search.ScoreBound) string {
	switch b {
	case search.LowerBound:
		return " lowerbound"
	case search.UpperBound:
		return " upperbound"
	}
	return ""
}
