package eval

import (
	"errors"
	"fmt"
)

// RuntimeError is an error that stops an evaluation: the file, the line
// and column of the expression that failed, the rule it belongs to (an
// endgame block's rules are named spec/rule) and what went wrong. Its text
// is "file:line:col: in rule NAME: message", so that the shell, UCI and
// tools can place it, and errors.As finds it.
type RuntimeError struct {
	File      string
	Line, Col int
	Rule      string
	Msg       string
}

// Error returns "file:line:col: in rule NAME: message".
func (r *RuntimeError) Error() string {
	return fmt.Sprintf("%s:%d:%d: in rule %s: %s", r.File, r.Line, r.Col, r.Rule, r.Msg)
}

// ErrInterrupted is returned by an evaluation stopped from outside, by the
// flag given to Evaluator.SetInterrupt: a search whose time is up.
var ErrInterrupted = errors.New("eval: evaluation interrupted")
