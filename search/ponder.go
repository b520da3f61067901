package search

import "time"

// checkPonder ends the pondering when Limits.Ponder was closed: from now on
// the search has its hard limit, counted from now.
func (s *searcher) checkPonder() {
	select {
	case <-s.ponder:
	default:
		return
	}
	s.ponder = nil
	if s.hitHard > 0 {
		s.deadline = time.Now().Add(s.hitHard)
		s.armHalt()
	}
}
