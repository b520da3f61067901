package uci

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// parseGo reads the arguments of "go" into limits. It reports whether any
// limit was given, and the errors of words it could not read (which it
// skips).
func parseGo(args []string) (lim search.Limits, given bool, errs []string) {
	for i := 0; i < len(args); i++ {
		word := args[i]
		switch word {
		case "infinite":
			lim.Infinite, given = true, true
			continue
		case "ponder":
			continue // read by goCommand
		case "searchmoves":
			for i+1 < len(args) && !isGoKeyword(args[i+1]) {
				i++
			}
			continue // read by searchMoves
		}
		if !isGoKeyword(word) {
			errs = append(errs, "unknown word "+quote(word))
			continue
		}
		if i+1 >= len(args) {
			errs = append(errs, word+" needs a number")
			continue
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if word == "wtime" || word == "btime" {
			// A clock at or below zero (some GUIs send an overdrawn clock)
			// still limits the search: to the least time there is.
			n = max(n, 1)
		}
		if err != nil || n < 0 {
			errs = append(errs, word+": got "+quote(args[i])+", want a number of at least 0")
			continue
		}
		setLimit(&lim, word, n)
		given = true
	}
	return lim, given, errs
}

// numericGoKeywords are the "go" parameters that take a number.
var numericGoKeywords = []string{"wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth", "nodes", "mate"}

func isGoKeyword(w string) bool {
	return indexOf(numericGoKeywords, w) < len(numericGoKeywords) || w == "infinite" || w == "ponder" || w == "searchmoves"
}

// setLimit stores one numeric "go" parameter.
func setLimit(lim *search.Limits, word string, n int64) {
	switch word {
	case "wtime":
		lim.WTime = msDuration(n)
	case "btime":
		lim.BTime = msDuration(n)
	case "winc":
		lim.WInc = msDuration(n)
	case "binc":
		lim.BInc = msDuration(n)
	case "movestogo":
		lim.MovesToGo = int(min(n, 1<<20))
	case "movetime":
		lim.MoveTime = max(msDuration(n), time.Millisecond)
	case "depth":
		lim.Depth = int(min(max(n, 1), search.MaxPly))
	case "nodes":
		lim.Nodes = uint64(max(n, 1))
	case "mate":
		lim.Depth = int(min(max(2*n-1, 1), search.MaxPly))
	}
}

// msDuration converts milliseconds, saturating instead of overflowing.
func msDuration[T int | int64](ms T) time.Duration {
	return time.Duration(min(int64(ms), int64(time.Hour/time.Millisecond)*24*365)) * time.Millisecond
}

// bounded reports whether lim ends a search of side's move by itself, or is
// an infinite search that "stop" ends. Only the other side's clock, or only
// movestogo, is no limit at all.
func bounded(lim search.Limits, side board.Color) bool {
	left, inc := lim.WTime, lim.WInc
	if side == board.Black {
		left, inc = lim.BTime, lim.BInc
	}
	return lim.Infinite || lim.Depth > 0 || lim.Nodes > 0 || lim.MoveTime > 0 || lim.MaxTime > 0 || left > 0 || inc > 0
}

// withOverhead takes the move overhead off the time limits, keeping at
// least a millisecond of each.
func (s *session) withOverhead(lim search.Limits) search.Limits {
	cut := func(d time.Duration) time.Duration {
		if d <= 0 {
			return d
		}
		return max(d-s.overhead, time.Millisecond)
	}
	lim.MoveTime = cut(lim.MoveTime)
	lim.WTime, lim.BTime = cut(lim.WTime), cut(lim.BTime)
	lim.MaxTime = cut(lim.MaxTime)
	return lim
}

// goCommand starts a search of the current position; it answers with
// bestmove when done (for an infinite search, when stopped), and at the
// latest at the time limit plus a quarter of the move overhead, with the best move
// known then. A go during a search first answers that search.
func (s *session) goCommand(args []string) {
	lim, given, errs := parseGo(args)
	for _, e := range errs {
		s.errorf("go: %s", e)
	}
	if r := s.cur; r != nil {
		if r.held != nil {
			s.answer(r, *r.held)
		} else {
			s.answerSoFar(r)
		}
	}
	if s.pos == nil {
		s.errorf("go: no position: the last position command was rejected")
		s.println("bestmove (none)")
		return
	}
	side := s.pos.SideToMove()
	if given && !bounded(lim, side) {
		s.errorf("go: no limit for %s, the side to move: using the bot's limits", side)
		given = false
	}
	if !given {
		lim = s.cfg.Limits
	}
	lim = s.withOverhead(lim)
	s.analysis(&lim, args)
	s.lastID++
	r := &request{id: s.lastID, pos: s.pos.Clone(), lim: lim}
	if indexOf(args, "ponder") < len(args) {
		r.hit = make(chan struct{})
		r.lim.Ponder = r.hit
	}
	r.ctx, r.cancel = context.WithCancel(s.ctx)
	s.cur = r
	if held, ok := s.answerWithoutSearch(r); ok {
		r.held = &held
		if !r.waits() {
			s.answer(r, held)
		}
		return
	}
	if !r.pondering() {
		s.armDeadline(r)
	}
	s.startWork()
}

// armDeadline sets r's timer to answer at its hard limit plus a quarter of
// the move overhead, if it has one: from the go, or from the ponderhit.
func (s *session) armDeadline(r *request) {
	if hard := r.lim.HardLimit(r.pos.SideToMove()); hard > 0 {
		s.setTimer(r, hard+s.overhead/4)
	}
}

// answerWithoutSearch returns the answer to r when no search is needed: no
// legal move, or a book move.
func (s *session) answerWithoutSearch(r *request) (search.Result, bool) {
	root := search.RootMoves(r.pos, r.lim)
	if len(root) == 0 {
		return search.Result{Info: search.Info{Score: search.NoMovesScore(r.pos)}}, true
	}
	r.first = root[0]
	if m, ok := search.LookupBook(s.engineBook(), r.pos, r.lim); ok {
		return search.Result{Move: m, FromBook: true, Info: search.Info{PV: []board.Move{m}}}, true
	}
	return search.Result{}, false
}

// infoLine formats an iteration as a UCI info line; cp is thousandths / 10.
// With wdl, the score is followed by the model's "wdl W D L"
// (search.Score.WDL).
func infoLine(pos *board.Position, i search.Info, wdl bool) string {
	if !i.CurrMove.IsNull() {
		return currMoveLine(pos, i)
	}
	var b strings.Builder
	b.WriteString("info depth " + strconv.Itoa(i.Depth))
	b.WriteString(" seldepth " + strconv.Itoa(i.SelDepth))
	if i.MultiPV > 0 {
		b.WriteString(" multipv " + strconv.Itoa(i.MultiPV))
	}
	b.WriteString(" score " + i.Score.UCI() + boundText(i.Bound))
	if wdl {
		w, d, l := i.Score.WDL()
		b.WriteString(fmt.Sprintf(" wdl %d %d %d", w, d, l))
	}
	b.WriteString(" nodes " + strconv.FormatUint(i.Nodes, 10))
	b.WriteString(" nps " + strconv.FormatUint(i.NPS(), 10))
	b.WriteString(" hashfull " + strconv.Itoa(i.HashFull))
	b.WriteString(" time " + strconv.FormatInt(i.Time.Milliseconds(), 10))
	if len(i.PV) > 0 {
		b.WriteString(" pv " + pvText(pos, i.PV))
	}
	return b.String()
}

// pvText writes a variation in UCI moves, played out on a copy of pos.
func pvText(pos *board.Position, pv []board.Move) string {
	p := pos.Clone()
	words := make([]string, len(pv))
	for n, m := range pv {
		words[n] = p.UCI(m)
		p.Make(m)
	}
	return strings.Join(words, " ")
}

// bestMoveLine formats the answer: "bestmove (none)" when there is no legal
// move, with the expected reply as ponder when the variation has one.
func bestMoveLine(pos *board.Position, res search.Result) string {
	if res.Move.IsNull() {
		return "bestmove (none)"
	}
	line := "bestmove " + pos.UCI(res.Move)
	if pm := res.Ponder(); !pm.IsNull() {
		p := pos.Clone()
		p.Make(res.Move)
		line += " ponder " + p.UCI(pm)
	}
	return line
}
