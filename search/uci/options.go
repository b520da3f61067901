package uci

import (
	"strings"

	"github.com/chespel/chespel/search"
)

// setThreads handles "setoption name Threads value N": the searches from
// the next on use N threads (Lazy SMP, see search.Engine.SetThreads),
// each helper with its own evaluator from Config.Evals.
func (s *session) setThreads(value string) {
	if s.cfg.Evals == nil {
		s.errorf("setoption: unknown option Threads: this bot offers one thread")
		return
	}
	n, err := spin(value, 1, search.MaxThreads)
	if err != nil {
		s.errorf("setoption Threads: %v", err)
		return
	}
	s.threads, s.threadsOwed = n, true
	s.startWork()
}

// ponderHit handles "ponderhit": the opponent played the move pondered on,
// so the go ponder search goes on as the search of the move to play, timed
// from now by its clock (search.Limits.Ponder); an answer found already is
// given at once. Without a ponder search under way it does nothing.
func (s *session) ponderHit() {
	r := s.cur
	if r == nil || !r.pondering() {
		return
	}
	close(r.hit)
	if r.held != nil && !r.lim.Infinite {
		s.answer(r, *r.held)
		return
	}
	s.armDeadline(r)
}

// setPonder handles "setoption name Ponder value true|false": GUIs send it
// before they ponder; the engine ponders when told to with go ponder
// whatever its value, so it is only checked.
func (s *session) setPonder(value string) {
	var ignored bool
	s.setCheck("Ponder", value, &ignored)
}

// setCheck sets a check option's value: true or false, in any case.
func (s *session) setCheck(name, value string, v *bool) {
	switch strings.ToLower(value) {
	case "true":
		*v = true
	case "false":
		*v = false
	default:
		s.errorf("setoption %s: got value %s, want true or false", name, quote(value))
	}
}
