package match

import (
	"context"
	"fmt"
	"io"
	"slices"
	"sync"

	"github.com/chespel/chespel/board/pgn"
)

// Config is a match: the two players (A first), the number of games, the
// clock, the openings (each played twice, A with white first), the games
// played at once, the ply limit after which a game is drawn (0: none), the
// SPRT (nil: none) and where each finished game is appended as PGN (nil:
// nowhere).
type Config struct {
	A, B        Player
	Games       int
	Clock       Clock
	Openings    []Opening
	Concurrency int
	MaxPlies    int
	SPRT        *SPRT
	PGN         io.Writer
}

// Summary is what a match ended with.
type Summary struct {
	Tally    Tally
	Played   int
	Forfeits [2][4]int // per player (A, B), per Forfeit
	Reasons  map[string]int
	Decision Decision
	Stopped  bool // ended by ctx (Ctrl-C) before the games were played
	Err      error
}

// Run plays the match, writing one line per finished game and a progress
// line to w, and returns the summary. It stops early when the SPRT decides
// or ctx ends; games still running are then dropped, and every finished
// game is already in the PGN.
func Run(ctx context.Context, cfg Config, w io.Writer) Summary {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	outcomes := make(chan Outcome)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(cfg.Concurrency, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				outcomes <- cfg.game(i).play(ctx)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range cfg.Games {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(outcomes) }()
	return collect(ctx, cancel, cfg, outcomes, w)
}

// game returns game i: opening i/2, A white in even games.
func (cfg Config) game(i int) *game {
	return &game{index: i, players: [2]Player{cfg.A, cfg.B}, white: i % 2,
		opening: cfg.Openings[i/2%len(cfg.Openings)], clock: cfg.Clock, maxPlies: cfg.MaxPlies}
}

// collect counts the outcomes as they come, prints them and decides when to
// stop.
func collect(ctx context.Context, cancel func(), cfg Config, outcomes <-chan Outcome, w io.Writer) Summary {
	s := Summary{Reasons: map[string]int{}}
	pending := map[int]int{} // pair → half-points of its first finished game
	for o := range outcomes {
		if o.StartError != nil && s.Err == nil {
			s.Err = o.StartError
			cancel()
		}
		if o.Aborted {
			continue
		}
		s.count(o, pending)
		if cfg.PGN != nil {
			if err := pgn.Write(cfg.PGN, o.Game); err != nil && s.Err == nil {
				s.Err = err
				cancel()
			}
		}
		fmt.Fprintf(w, "game %d: %s - %s %s %s, %d plies\n", o.Index+1, o.Game.Tag("White"), o.Game.Tag("Black"), o.Result, o.Reason, o.Plies)
		fmt.Fprintf(w, "progress: %d of %d games, %s", s.Played, cfg.Games, s.Tally)
		if cfg.SPRT != nil {
			llr := cfg.SPRT.LLR(s.Tally)
			fmt.Fprintf(w, ", llr %.2f", llr)
			if s.Decision = cfg.SPRT.Decide(llr); s.Decision != Continue {
				cancel()
			}
		}
		fmt.Fprintln(w)
	}
	s.Stopped = ctx.Err() != nil && s.Decision == Continue && s.Err == nil && s.Played < cfg.Games
	return s
}

// count adds a finished game to the summary.
func (s *Summary) count(o Outcome, pending map[int]int) {
	s.Played++
	half := o.halfPointsA()
	switch half {
	case 2:
		s.Tally.W++
	case 1:
		s.Tally.D++
	default:
		s.Tally.L++
	}
	if o.Forfeit != NoForfeit {
		s.Forfeits[o.Loser][o.Forfeit]++
	}
	reason := o.Reason
	if o.Forfeit != NoForfeit {
		reason = o.Forfeit.String()
	}
	s.Reasons[reason]++
	pair := o.Index / 2
	if first, ok := pending[pair]; ok {
		s.Tally.Pairs[first+half]++
		delete(pending, pair)
	} else {
		pending[pair] = half
	}
}

// Report writes the summary's last lines: the forfeits, the endings, the
// pentanomial counts, then result, elo and (with an SPRT) sprt.
func (s Summary) Report(w io.Writer, cfg Config) {
	if s.Stopped {
		fmt.Fprintf(w, "stopped after %d of %d games\n", s.Played, cfg.Games)
	}
	for i, p := range []Player{cfg.A, cfg.B} {
		f := s.Forfeits[i]
		fmt.Fprintf(w, "%s: %s, losses by illegal move %d, time loss %d, crash %d\n", "AB"[i:i+1], p.Name(), f[IllegalMove], f[TimeLoss], f[Crash])
	}
	fmt.Fprintf(w, "endings:%s\n", s.endings())
	p := s.Tally.Pairs
	fmt.Fprintf(w, "pairs: LL %d LD %d DD+WL %d WD %d WW %d\n", p[0], p[1], p[2], p[3], p[4])
	fmt.Fprintf(w, "result: %s\n", s.Tally)
	fmt.Fprintf(w, "elo: %s\n", s.Tally.Estimate())
	if cfg.SPRT != nil {
		fmt.Fprintf(w, "sprt: %s\n", cfg.SPRT.Line(s.Tally))
	}
}

// endings lists the reasons games ended, in a fixed order, then any other
// (a variant's own, such as "bare king") in alphabetical order.
func (s Summary) endings() string {
	order := []string{"checkmate", "stalemate", "insufficient material", "fifty-move rule", "threefold repetition", "adjudicated: max plies", "illegal move", "time loss", "crash"}
	var others []string
	for r := range s.Reasons {
		if !slices.Contains(order, r) {
			others = append(others, r)
		}
	}
	slices.Sort(others)
	out := ""
	for _, r := range append(order, others...) {
		if n := s.Reasons[r]; n > 0 {
			out += fmt.Sprintf(" %s %d,", r, n)
		}
	}
	if out == "" {
		return " none"
	}
	return out[:len(out)-1]
}

// Repeats reports whether the match replays games: under a node limit a
// bot plays the same move in the same position, so once every opening has
// been played with both colours, the games repeat and the statistics count
// them again. Time-limited games vary with the clock and do not.
func (cfg Config) Repeats() bool {
	return cfg.Clock.Nodes > 0 && cfg.Games > 2*len(cfg.Openings)
}
