package search

import (
	"context"
	"time"

	"github.com/chespel/chespel/board"
)

// DefaultHashMB is the transposition table size of a new Engine.
const DefaultHashMB = 16

// Engine searches positions with one evaluator (and one per helper thread,
// see SetThreads), an optional book and a transposition table that it
// keeps between searches (Clear empties it). An Engine runs one search at
// a time: it is not safe for concurrent use.
type Engine struct {
	eval  Evaluator
	book  Book
	tt    *table
	cache *evalCache
	s     *searcher
	// threads, evals and helpers are Lazy SMP's: see SetThreads.
	threads int
	evals   Evaluators
	helpers []*helper
}

// NewEngine returns an engine that scores positions with eval and keeps a
// transposition table of hashMB megabytes.
func NewEngine(eval Evaluator, hashMB int) *Engine {
	return &Engine{eval: eval, tt: newTable(hashMB), cache: newEvalCache()}
}

// SetBook sets the opening book consulted before each search; nil removes it.
func (e *Engine) SetBook(b Book) { e.book = b }

// SetEvaluator makes the engine score positions with eval from the next
// search on, and empties the table and the cache of evaluations, whose
// scores were another evaluator's (a game switched by UCI_Variant). It
// drops the helper threads, whose evaluators were the old bot's: the
// engine searches with one thread until SetThreads gives it the new bot's.
func (e *Engine) SetEvaluator(eval Evaluator) {
	e.eval = eval
	e.s = nil
	e.threads, e.evals, e.helpers = 1, nil, nil
	e.Clear()
}

// SetHash replaces the transposition table by an empty one of mb megabytes.
func (e *Engine) SetHash(mb int) {
	e.tt.free()
	e.tt = newTable(mb)
}

// Clear empties the transposition table and the cache of evaluations
// (which every thread shares), for a new game.
func (e *Engine) Clear() {
	e.tt.clear()
	e.cache.clear()
}

// Info is what the search knows after a completed iteration (or when it
// stops): the depth, the deepest ply reached, the score for the side to move,
// the nodes searched, the time spent and the principal variation.
type Info struct {
	Depth    int
	SelDepth int
	Score    Score
	Nodes    uint64
	Time     time.Duration
	PV       []board.Move
	// MultiPV is the line's rank, best first, from 1, when Limits.MultiPV
	// is above 1; 0 otherwise.
	MultiPV int
	// Bound is Exact for a completed line, LowerBound or UpperBound for a
	// root search that failed high or low in its aspiration window (the
	// search goes on with a wider one).
	Bound ScoreBound
	// HashFull is the permille of the transposition table in use.
	HashFull int
	// CurrMove, when not null, makes this a progress report: the root move
	// now searched at Depth, and its number from 1 (CurrMoveNumber); the
	// other fields are unset. Sent only once a search has run a second.
	CurrMove       board.Move
	CurrMoveNumber int
}

// ScoreBound says whether a score is exact or a bound.
type ScoreBound uint8

// The score bounds of Info.
const (
	Exact ScoreBound = iota
	LowerBound
	UpperBound
)

// NPS returns the nodes searched per second.
func (i Info) NPS() uint64 {
	if i.Time <= 0 {
		return 0
	}
	return uint64(float64(i.Nodes) / i.Time.Seconds())
}

// Result is the outcome of a search: the move to play (the null move when
// there is no legal move), whether it came from the book, the last Info, and
// the first evaluation error if one stopped the search. Even then Move is a
// legal move: the best found so far, or the first legal move. Depth is the
// last completed iteration's; when an interrupted iteration had already
// found a better move, Move, Score and PV are that iteration's, and Nodes
// and Time count the whole search.
type Result struct {
	Move     board.Move
	FromBook bool
	Info
	Err error
}

// Ponder returns the reply the search expects to Move, or the null move.
func (r Result) Ponder() board.Move {
	if len(r.PV) > 1 && r.PV[0] == r.Move {
		return r.PV[1]
	}
	return 0
}

// Search finds a move for the side to move in p, which it does not change.
// It consults the book first (unless lim.NoBook or MultiPV above 1), then
// searches by iterative deepening until a limit is reached or ctx is
// cancelled, calling onInfo (when not nil) after each completed iteration
// with each of its lines, best first (Bound Exact); also when a root search
// fails outside its aspiration window (Bound LowerBound or UpperBound), and
// after a second of search before each root move (CurrMove set). The first
// iteration always completes, whatever the node limit.
func (e *Engine) Search(ctx context.Context, p *board.Position, lim Limits, onInfo func(Info)) Result {
	start := time.Now()
	pos := p.Clone()
	root := pos.LegalMoves(make([]board.Move, 0, 256))
	if len(root) == 0 {
		score := Score(noMoves(pos, 0))
		return Result{Info: Info{Score: score, Time: time.Since(start)}}
	}
	root = restrictRoot(root, lim.SearchMoves)
	if m, ok := bookMove(e.book, pos, root); ok && bookAllowed(lim) {
		return Result{Move: m, FromBook: true, Info: Info{PV: []board.Move{m}, Time: time.Since(start)}}
	}
	if e.s == nil || e.s.pos.Rules() != pos.Rules() {
		e.s = newSearcher(pos.Rules())
	}
	s := e.s
	e.tt.newSearch()
	ctx, finish := context.WithCancel(ctx)
	defer finish()
	s.begin(ctx, pos, e.eval, e.tt, e.cache, lim, start)
	s.onInfo = onInfo
	stopHelpers := e.startHelpers(ctx, finish, s, pos, lim, start)
	main := s.run(ctx, root, lim, onInfo)
	res := stopHelpers(main)
	if onInfo != nil && res.Depth > main.Depth {
		onInfo(res.Info)
	}
	return res
}

// run is the main thread's search, watched for its interruptible
// evaluator.
func (s *searcher) run(ctx context.Context, root []board.Move, lim Limits, onInfo func(Info)) Result {
	defer s.watch(ctx)()
	return s.iterate(root, lim, onInfo)
}

// NoMovesScore is the score Search gives a position without a legal move,
// for the side to move: mated, a draw, or what the rule set says.
func NoMovesScore(p *board.Position) Score { return Score(noMoves(p, 0)) }

// RootMoves returns the moves a search of p with lim chooses from: the
// legal moves, only those of lim.SearchMoves when some of them are legal.
func RootMoves(p *board.Position, lim Limits) []board.Move {
	return restrictRoot(p.LegalMoves(nil), lim.SearchMoves)
}

// BookMove returns the move Search would play from the book for p with
// lim, if any.
func (e *Engine) BookMove(p *board.Position, lim Limits) (board.Move, bool) {
	return LookupBook(e.book, p, lim)
}

// LookupBook returns the move a search of p with lim plays from book b,
// if any: none when lim leaves the book out (NoBook, MultiPV above 1), and
// only a move among the root moves. b may be nil.
func LookupBook(b Book, p *board.Position, lim Limits) (board.Move, bool) {
	if !bookAllowed(lim) {
		return 0, false
	}
	return bookMove(b, p, RootMoves(p, lim))
}

// bookAllowed reports whether a search with lim may answer from the book:
// not with OwnBook off or several lines asked for.
func bookAllowed(lim Limits) bool { return !lim.NoBook && lim.MultiPV <= 1 }

// bookMove returns book's move for pos when it is one of the legal moves.
func bookMove(book Book, pos *board.Position, legal []board.Move) (board.Move, bool) {
	if book == nil {
		return 0, false
	}
	m, ok := book.Lookup(pos)
	if !ok {
		return 0, false
	}
	for _, l := range legal {
		if l == m {
			return m, true
		}
	}
	return 0, false
}
