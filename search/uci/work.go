package uci

import (
	"context"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// request is one go command, from its arrival to its bestmove.
type request struct {
	id     int
	pos    *board.Position // the position searched; the loop's own copy
	lim    search.Limits
	first  board.Move // the answer when nothing better is known
	ctx    context.Context
	cancel context.CancelFunc
	timer  *time.Timer // the deadline, then stop's grace; nil if none
	// running says the search goroutine was started; stopped that stop (or
	// quit) came; held is an answer known before stop ended an infinite
	// search; best is the variation of the last iteration shown.
	running, stopped bool
	held             *search.Result
	best             []board.Move
	// hit is closed by ponderhit; nil for a search that is not go ponder.
	hit chan struct{}
}

// pondering reports whether r is a go ponder that no ponderhit ended.
func (r *request) pondering() bool {
	if r.hit == nil {
		return false
	}
	select {
	case <-r.hit:
		return false
	default:
		return true
	}
}

// waits reports whether r's answer must wait for stop (or ponderhit): an
// infinite search, or a ponder search before its hit.
func (r *request) waits() bool { return (r.lim.Infinite || r.pondering()) && !r.stopped }

// eventKind says what an event reports.
type eventKind int

const (
	eventInfo   eventKind = iota // a completed iteration of search id
	eventDone                    // search id returned
	eventTimer                   // the deadline or stop's grace of search id passed
	eventUpkeep                  // clearing or resizing the table ended
)

// event is what the engine's goroutine and the timers tell the loop.
type event struct {
	kind eventKind
	id   int
	info search.Info
	res  search.Result
}

// send delivers e to the loop, or drops it when Run has returned.
func (s *session) send(e event) {
	select {
	case s.events <- e:
	case <-s.closed:
	}
}

// onEvent handles one event in the loop; events of a search already
// answered are dropped.
func (s *session) onEvent(e event) {
	r := s.cur
	mine := r != nil && r.id == e.id
	switch e.kind {
	case eventInfo:
		if mine {
			s.println(infoLine(r.pos, e.info, s.showWDL))
			if i := e.info; len(i.PV) > 0 && i.CurrMove.IsNull() && i.MultiPV <= 1 && i.Bound == search.Exact {
				r.best = i.PV // the best line of a completed iteration
			}
		}
	case eventDone:
		s.busy = false
		if mine {
			if r.waits() {
				r.held = &e.res // answered at stop or ponderhit
			} else {
				s.answer(r, e.res)
			}
		}
		s.startWork()
	case eventTimer:
		if mine {
			s.answerSoFar(r)
		}
	case eventUpkeep:
		s.busy, s.upkeep = false, false
		s.startWork()
		s.ready()
	}
}

// startWork gives the engine its next job when it is free: the owed
// resizing or clearing first, then the owed search.
func (s *session) startWork() {
	if s.busy {
		return
	}
	if s.hashOwed > 0 || s.clearOwed || s.gameOwed != nil || s.threadsOwed || s.bookOwed {
		mb, clr, g := s.hashOwed, s.clearOwed, s.gameOwed
		threads, evals, setThreads := s.threads, s.cfg.Evals, s.threadsOwed || s.gameOwed != nil
		book, setBook := s.engineBook(), s.bookOwed || s.gameOwed != nil
		s.hashOwed, s.clearOwed, s.gameOwed, s.threadsOwed, s.bookOwed = 0, false, nil, false, false
		s.busy, s.upkeep = true, true
		hook := upkeepHook
		go func() {
			if hook != nil {
				hook()
			}
			if g != nil {
				s.engine.SetEvaluator(g.Eval)
			}
			if setBook {
				s.engine.SetBook(book)
			}
			if setThreads {
				s.engine.SetThreads(threads, evals)
			}
			if mb > 0 {
				s.engine.SetHash(mb)
			}
			if clr {
				s.engine.Clear()
			}
			s.send(event{kind: eventUpkeep})
		}()
		return
	}
	r := s.cur
	if r == nil || r.running || r.held != nil {
		return
	}
	s.busy, r.running = true, true
	pos := r.pos.Clone()
	go func() {
		res := s.engine.Search(r.ctx, pos, r.lim, func(i search.Info) {
			s.send(event{kind: eventInfo, id: r.id, info: i})
		})
		s.send(event{kind: eventDone, id: r.id, res: res})
	}()
}

// stop ends the owed search: a held answer is given now; a running search
// is cancelled and has stopGrace to return before the best move so far is
// given; a search that could not start yet is answered at once.
func (s *session) stop() {
	r := s.cur
	if r == nil {
		return
	}
	r.stopped = true
	switch {
	case r.held != nil:
		s.answer(r, *r.held)
	case r.running:
		r.cancel()
		s.setTimer(r, stopGrace)
	default:
		s.answerSoFar(r)
	}
}

// setTimer (re)arms r's timer to send an eventTimer after d.
func (s *session) setTimer(r *request, d time.Duration) {
	if r.timer != nil {
		r.timer.Stop()
	}
	r.timer = time.AfterFunc(d, func() { s.send(event{kind: eventTimer, id: r.id}) })
}

// done closes r: no more events of it are shown.
func (s *session) done(r *request) {
	if r.timer != nil {
		r.timer.Stop()
	}
	r.cancel()
	s.cur = nil
}

// answer gives the search's own result.
func (s *session) answer(r *request, res search.Result) {
	s.done(r)
	shown := board.Move(0)
	if len(r.best) > 0 {
		shown = r.best[0]
	}
	if !res.FromBook && res.Depth > 0 && len(res.PV) > 0 && res.PV[0] != shown {
		// An interrupted iteration found a better move: show its line. Not
		// when no iteration completed (depth 0): bestmove alone answers.
		s.println(infoLine(r.pos, res.Info, s.showWDL))
	}
	if res.Err != nil {
		s.errorf("%v", res.Err)
	}
	if res.Move.IsNull() {
		s.println("info depth 0 score " + res.Score.UCI())
	}
	if res.FromBook {
		s.println("info string book move " + r.pos.UCI(res.Move))
	}
	s.println(bestMoveLine(r.pos, res))
}

// answerSoFar answers on time without the search's result: with the last
// iteration shown, else the first legal move. The search, cancelled, may
// still be inside an evaluation; its result will be dropped.
func (s *session) answerSoFar(r *request) {
	s.done(r)
	res := search.Result{Move: r.first}
	if len(r.best) > 0 {
		res.Move, res.PV = r.best[0], r.best
	}
	s.println(bestMoveLine(r.pos, res))
}
