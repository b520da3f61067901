package search

import (
	"context"
	"sync/atomic"
	"time"
)

// Interruptible is an Evaluator whose evaluation can be stopped in the
// middle: once *stop becomes true (from another goroutine), an evaluation
// under way returns an error soon, and later ones return one at once. The
// search gives such an evaluator a fresh flag for each search and raises it
// when the search's time is up or its context is done, so that a slow
// evaluation does not keep the search past its limit: an error returned
// after the flag was raised means "time is up", never a bot error.
// SetInterrupt(nil) removes the flag.
type Interruptible interface {
	Evaluator
	SetInterrupt(stop *atomic.Bool)
}

// watch gives an interruptible evaluator a fresh stop flag (s.halt) that
// is raised when ctx is done or at the search's deadline, and returns the
// function that ends the watch. A fresh flag per search means that a late
// timer of an earlier search cannot stop a later one.
func (s *searcher) watch(ctx context.Context) (end func()) {
	s.halt = nil
	ie, ok := s.eval.(Interruptible)
	if !ok {
		return func() {}
	}
	halt := new(atomic.Bool)
	s.halt = halt
	ie.SetInterrupt(halt)
	raise := func() { halt.Store(true) }
	stopCtx := context.AfterFunc(ctx, raise)
	s.raise = raise
	s.armHalt()
	return func() {
		stopCtx()
		if s.haltTimer != nil {
			s.haltTimer.Stop()
		}
		s.raise, s.haltTimer = nil, nil
		ie.SetInterrupt(nil)
	}
}

// armHalt raises the evaluator's stop flag at the deadline, if there is
// one (set at the start, or at a ponder hit).
func (s *searcher) armHalt() {
	if s.raise == nil || s.deadline.IsZero() {
		return
	}
	if s.haltTimer != nil {
		s.haltTimer.Stop()
	}
	s.haltTimer = time.AfterFunc(time.Until(s.deadline), s.raise)
}

// interrupted reports whether the search raised the evaluator's stop flag.
func (s *searcher) interrupted() bool { return s.halt != nil && s.halt.Load() }
