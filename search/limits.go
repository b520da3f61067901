package search

import (
	"time"

	"github.com/chespel/chespel/board"
)

// Limits says when a search stops. Zero fields are no limit; with no limit
// at all the search runs until its context is cancelled or it reaches
// MaxPly. Several limits combine: the first reached stops the search.
type Limits struct {
	// MaxTime is a hard cap on the time for the move (the bot's maxTime):
	// the search returns within it, plus a few milliseconds.
	MaxTime time.Duration
	// Depth is the deepest iteration, in plies (the bot's maxDepth, UCI's
	// "go depth"). At a fixed depth and no time limit the move is
	// deterministic.
	Depth int
	// Nodes stops the search after about this many nodes.
	Nodes uint64
	// MoveTime is UCI's "go movetime": think this long.
	MoveTime time.Duration
	// WTime, BTime, WInc, BInc and MovesToGo are UCI's clock: the time left
	// and the increment per move of each side, and the moves until the next
	// time control (0: the rest of the game).
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	// Infinite ignores every time limit (UCI's "go infinite"): the search
	// runs until cancelled, or until Depth.
	Infinite bool
	// SearchMoves, when not empty, are the only root moves searched (UCI's
	// "go searchmoves"); moves that are not legal are ignored.
	SearchMoves []board.Move
	// MultiPV is the number of best lines searched and reported, each
	// iteration: 0 or 1 is one (UCI's MultiPV option).
	MultiPV int
	// Ponder, when not nil, makes the search a ponder search (UCI's go
	// ponder): it runs without a time limit until Ponder is closed (UCI's
	// ponderhit), then by the limits above: the hard limit counts from the
	// hit, the soft one (no new iteration after it) from the start, so that
	// the time spent pondering the right move is not spent again.
	Ponder <-chan struct{}
	// NoBook skips the book (analysis: UCI's go infinite, go depth,
	// MultiPV above 1, or OwnBook off).
	NoBook bool
}

// HardLimit returns the time after which a search of side's move with these
// limits stops at the latest, or 0 when no time limits it. A caller that
// must answer on time whatever an evaluation does (the UCI protocol) watches
// the clock against it.
func (l Limits) HardLimit(side board.Color) time.Duration { return l.budget(side).hard }

// budget is how the time of one search is spent: no new iteration starts
// after soft, and the search is cut off at hard. Zero means no limit.
type budget struct {
	soft, hard time.Duration
}

// Time management constants: the share of the remaining clock that one move
// may take at most, the moves assumed left when the clock does not say, and
// a reserve for the time the answer takes to travel.
const (
	defaultMovesToGo = 25
	clockReserve     = 20 * time.Millisecond
	minThink         = time.Millisecond
)

// budget derives the time budget for the side to move.
func (l Limits) budget(side board.Color) budget {
	if l.Infinite {
		return budget{}
	}
	var b budget
	if l.MoveTime > 0 {
		b = budget{soft: l.MoveTime, hard: l.MoveTime}
	}
	left, inc := l.WTime, l.WInc
	if side == board.Black {
		left, inc = l.BTime, l.BInc
	}
	if left > 0 || inc > 0 {
		b = b.tighten(clockBudget(left, inc, l.MovesToGo))
	}
	if l.MaxTime > 0 {
		b = b.tighten(budget{soft: l.MaxTime, hard: l.MaxTime})
	}
	return b
}

// clockBudget plans one move on a clock: aim at an equal share of the time
// left plus most of the increment, stop iterating past half of that, and
// never spend more than three times the aim, a third of what is left (plus
// most of the increment) or what the clock holds. Before the time control
// (movesToGo 1) up to three quarters of the clock may go.
func clockBudget(left, inc time.Duration, movesToGo int) budget {
	if movesToGo <= 0 || movesToGo > defaultMovesToGo {
		movesToGo = defaultMovesToGo
	}
	usable := max(left-clockReserve, minThink)
	aim := usable/time.Duration(movesToGo) + inc*3/4
	hard := min(aim*3, usable/3+inc*3/4, usable)
	if movesToGo == 1 {
		hard = min(usable*3/4+inc, usable)
	}
	aim = min(aim, hard)
	return budget{soft: max(aim/2, minThink), hard: max(hard, minThink)}
}

// tighten returns the stricter of two budgets, field by field.
func (b budget) tighten(o budget) budget {
	return budget{soft: minLimit(b.soft, o.soft), hard: minLimit(b.hard, o.hard)}
}

// minLimit is min where 0 means no limit.
func minLimit(a, b time.Duration) time.Duration {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	return min(a, b)
}

// timed reports whether the budget limits time at all.
func (b budget) timed() bool { return b.hard > 0 }

// changeWeight is what a change of the best move adds to a search's
// instability, which halves each iteration: a move that changed in the last
// iteration counts changeWeight, one that changed in each of the last two
// 1.5 times that.
const changeWeight = 4

// stretch scales a clock's soft limit by the best move's instability (see
// changeWeight): three quarters of it when the move has been stable for
// several iterations, up to 1.75 times after changes, never past the hard
// limit. A budget whose soft limit is its hard one (movetime, maxTime) is
// left alone.
func (b budget) stretch(unstable int) budget {
	if b.soft == 0 || b.soft >= b.hard {
		return b
	}
	b.soft = min(b.soft*time.Duration(6+unstable)/8, b.hard)
	return b
}
