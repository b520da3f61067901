package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/pgn"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/uciengine"
)

// Margin is how late a move may be before it loses on time: the time a
// loaded machine may add between the engine's decision and its arrival.
const Margin = 500 * time.Millisecond

// Forfeit says how a player lost other than on the board.
type Forfeit int

// The forfeits.
const (
	NoForfeit Forfeit = iota
	IllegalMove
	TimeLoss
	Crash
)

var forfeitNames = [...]string{"", "illegal move", "time loss", "crash"}

// String returns "illegal move", "time loss", "crash".
func (f Forfeit) String() string { return forfeitNames[f] }

// Clock is the time control: a fixed time per move, a base time and an
// increment per move, or a number of nodes per move (Nodes, which is then
// the only limit: a match judged by nodes does not depend on the machine's
// load, and nobody loses on time unless NodesWait passes).
type Clock struct {
	MoveTime  time.Duration
	Base, Inc time.Duration
	Nodes     uint64
}

// NodesWait is how long a player of a match limited by nodes may take for
// one move before it has lost on time: a guard against an engine that
// ignores "go nodes", not a time control.
const NodesWait = 60 * time.Second

// Outcome is a finished game.
type Outcome struct {
	Index      int    // 0-based game number
	White      int    // 0 when player A has white, 1 when B has
	Result     string // "1-0", "0-1", "1/2-1/2"
	Reason     string // "checkmate", "time loss: ...", "max plies"
	Forfeit    Forfeit
	Loser      int // the player (0 A, 1 B) who forfeited
	Plies      int // the plies played after the opening
	Game       *pgn.Game
	Aborted    bool  // stopped before its end: not counted
	StartError error // why a player could not start (the game is then Aborted)
}

// halfPointsA is A's score in the game in half-points: 2, 1 or 0.
func (o Outcome) halfPointsA() int {
	switch {
	case o.Result == "1/2-1/2":
		return 1
	case (o.Result == "1-0") == (o.White == 0):
		return 2
	}
	return 0
}

// game is what playGame needs.
type game struct {
	index    int
	players  [2]Player
	white    int
	opening  Opening
	clock    Clock
	maxPlies int
}

// play plays one game to its end, or until ctx ends (Aborted).
func (g *game) play(ctx context.Context) Outcome {
	out := Outcome{Index: g.index, White: g.white}
	var movers [2]Mover
	for i, p := range g.players {
		m, err := p.Start()
		if err != nil {
			out.Aborted, out.StartError = true, fmt.Errorf("%s: %v", p.Name(), err)
			return out
		}
		defer m.Close()
		movers[i] = m
	}
	pos := g.opening.Root.Clone()
	var moves []string
	for _, m := range g.opening.Moves {
		moves = append(moves, pos.UCI(m))
		pos.Make(m)
	}
	played := append([]board.Move(nil), g.opening.Moves...)
	clocks := [2]time.Duration{g.clock.Base, g.clock.Base}
	root := g.opening.rootText()
	for {
		if o := pos.Outcome(); o.Over() {
			out.Result, out.Reason = o.Result, o.Reason.String()
			break
		}
		if g.maxPlies > 0 && out.Plies >= g.maxPlies {
			out.Result, out.Reason = "1/2-1/2", "adjudicated: max plies"
			break
		}
		side := pos.SideToMove()
		who := g.white ^ int(side) // the player to move: 0 A, 1 B
		req := Request{Pos: pos, Root: root, Moves: moves, Limits: g.limits(clocks)}
		start := time.Now()
		text, err := movers[who].Move(ctx, req)
		spent := time.Since(start)
		if ctx.Err() != nil {
			out.Aborted = true
			return out
		}
		if f, why := g.judge(&clocks[side], spent, err); f != NoForfeit {
			g.forfeit(&out, who, side, f, why)
			break
		}
		m, perr := pos.ParseUCI(text)
		if perr != nil {
			g.forfeit(&out, who, side, IllegalMove, fmt.Sprintf("%q", text))
			break
		}
		moves = append(moves, text)
		played = append(played, m)
		pos.Make(m)
		out.Plies++
	}
	out.Game = g.record(played, out)
	return out
}

// limits are the limits of the next move.
func (g *game) limits(clocks [2]time.Duration) search.Limits {
	if g.clock.Nodes > 0 {
		return search.Limits{Nodes: g.clock.Nodes}
	}
	if g.clock.MoveTime > 0 {
		return search.Limits{MoveTime: g.clock.MoveTime}
	}
	return search.Limits{WTime: clocks[0], BTime: clocks[1], WInc: g.clock.Inc, BInc: g.clock.Inc}
}

// judge charges the time spent and says whether the move was a forfeit.
func (g *game) judge(left *time.Duration, spent time.Duration, err error) (Forfeit, string) {
	if errors.Is(err, uciengine.ErrTimeout) {
		return TimeLoss, fmt.Sprintf("no move in %d ms", spent.Milliseconds())
	}
	if err != nil {
		return Crash, err.Error()
	}
	if g.clock.Nodes > 0 {
		return NoForfeit, ""
	}
	if g.clock.MoveTime > 0 {
		if spent > g.clock.MoveTime+Margin {
			return TimeLoss, fmt.Sprintf("%d ms for a %d ms move", spent.Milliseconds(), g.clock.MoveTime.Milliseconds())
		}
		return NoForfeit, ""
	}
	*left -= spent
	if *left < -Margin {
		return TimeLoss, fmt.Sprintf("%d ms over", (-*left).Milliseconds())
	}
	*left = max(*left, 0) + g.clock.Inc
	return NoForfeit, ""
}

// forfeit ends the game with a loss for the player who moved.
func (g *game) forfeit(out *Outcome, who int, side board.Color, f Forfeit, why string) {
	out.Forfeit, out.Loser = f, who
	out.Result = "1-0"
	if side == board.White {
		out.Result = "0-1"
	}
	out.Reason = fmt.Sprintf("%s by %s: %s", f, g.players[who].Name(), why)
}

// record is the game as PGN.
func (g *game) record(moves []board.Move, out Outcome) *pgn.Game {
	rec := &pgn.Game{Start: g.opening.Root, Moves: moves, Result: out.Result, Comment: out.Reason}
	rec.SetTag("Event", "chespel match")
	rec.SetTag("Site", "chespel")
	rec.SetTag("Date", time.Now().Format("2006.01.02"))
	rec.SetTag("Round", fmt.Sprint(g.index+1))
	rec.SetTag("White", g.players[g.white].Name())
	rec.SetTag("Black", g.players[1-g.white].Name())
	term := "normal"
	switch {
	case out.Forfeit == TimeLoss:
		term = "time forfeit"
	case out.Forfeit != NoForfeit:
		term = "rules infraction"
	case out.Reason == "adjudicated: max plies":
		term = "adjudication"
	}
	rec.SetTag("Termination", term)
	switch {
	case g.clock.Nodes > 0:
		rec.SetTag("TimeControl", "-")
		rec.SetTag("Annotator", fmt.Sprintf("chespel match -nodes %d", g.clock.Nodes))
	case g.clock.MoveTime > 0:
		rec.SetTag("TimeControl", fmt.Sprintf("%.3g/move", g.clock.MoveTime.Seconds()))
	default:
		rec.SetTag("TimeControl", fmt.Sprintf("%g+%g", g.clock.Base.Seconds(), g.clock.Inc.Seconds()))
	}
	return rec
}

// maxClockMS is the longest time -tc and -clock accept, a year in
// milliseconds: more would overflow a time.Duration.
const maxClockMS = 365 * 24 * 3600 * 1000

// ParseClock reads the -tc and -clock flags: a time per move in
// milliseconds, or "BASE+INC" in milliseconds; neither is 100 ms a move.
func ParseClock(tc int, clock string) (Clock, error) {
	switch {
	case tc != 0 && clock != "":
		return Clock{}, fmt.Errorf("-tc and -clock: give one time control, not both")
	case clock != "":
		var base, inc int
		if n, err := fmt.Sscanf(clock, "%d+%d", &base, &inc); err != nil || n != 2 || base <= 0 || inc < 0 || base > maxClockMS || inc > maxClockMS {
			return Clock{}, fmt.Errorf("-clock %q: want BASE+INC in milliseconds, such as 10000+100, each at most %d", clock, maxClockMS)
		}
		return Clock{Base: time.Duration(base) * time.Millisecond, Inc: time.Duration(inc) * time.Millisecond}, nil
	case tc < 0 || tc > maxClockMS:
		return Clock{}, fmt.Errorf("-tc %d: want a time per move in milliseconds, at most %d", tc, maxClockMS)
	case tc == 0:
		tc = 100
	}
	return Clock{MoveTime: time.Duration(tc) * time.Millisecond}, nil
}

// maxNodes is the largest -nodes accepted: far beyond any useful match, and
// small enough for every engine's node counter.
const maxNodes = 1 << 40

// NodesClock reads the -nodes flag, which replaces -tc and -clock: n nodes
// a move for both sides.
func NodesClock(n int, tc int, clock string) (Clock, error) {
	switch {
	case tc != 0 || clock != "":
		return Clock{}, fmt.Errorf("-nodes and -tc or -clock: give one limit per move, not both")
	case n <= 0 || n > maxNodes:
		return Clock{}, fmt.Errorf("-nodes %d: want a number of nodes per move from 1 to %d", n, maxNodes)
	}
	return Clock{Nodes: uint64(n)}, nil
}
