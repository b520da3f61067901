package types

import (
	"errors"
	"fmt"
	"time"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/parser"
)

// The ranges of the settings, in thousandths for maxTime.
const (
	maxTimeLimit = 3600 * 1000 // an hour
	maxDepthMax  = 64
)

// settings checks the search module and fills in s.
func (c *checker) settings(m *parser.Module, s *Settings) {
	seen := map[string]lexer.Pos{}
	for _, st := range m.Settings {
		if first, ok := seen[st.Name]; ok {
			c.errorf(st.Pos, "setting %s is set twice: first on line %d", st.Name, first.Line)
			continue
		}
		seen[st.Name] = st.Pos
		switch st.Name {
		case "maxTime":
			if v, ok := c.settingNum(st); ok {
				c.maxTime(st, v, s)
			}
		case "maxDepth":
			if v, ok := c.settingNum(st); ok {
				c.maxDepth(st, v, s)
			}
		case "game":
			// resolveGame read it before anything else
		default:
			c.errorf(st.Pos, "unknown setting %s: want maxTime, maxDepth or game%s", st.Name, suggest(st.Name, []string{"maxTime", "maxDepth", "game"}))
		}
	}
}

// maxTime checks and stores the maxTime setting, v in thousandths.
func (c *checker) maxTime(st *parser.Setting, v int64, s *Settings) {
	if v <= 0 || v > maxTimeLimit {
		c.errorf(st.Value.Position(), "maxTime must be more than 0 and at most 3600 seconds, got %s", parser.ExprString(st.Value))
		return
	}
	s.MaxTime = time.Duration(v) * time.Millisecond
}

// maxDepth checks and stores the maxDepth setting, v in thousandths.
func (c *checker) maxDepth(st *parser.Setting, v int64, s *Settings) {
	lit, _ := st.Value.(*parser.NumLit)
	if lit == nil || !lit.Integral || v < 1000 || v > maxDepthMax*1000 {
		c.errorf(st.Value.Position(), "maxDepth must be a whole number of plies from 1 to %d, got %s", maxDepthMax, parser.ExprString(st.Value))
		return
	}
	s.MaxDepth = int(v / 1000)
}

// settingNum returns the value of a setting in thousandths: a num literal,
// maybe negated.
func (c *checker) settingNum(st *parser.Setting) (int64, bool) {
	st.Value.SetType(parser.Num)
	switch v := st.Value.(type) {
	case *parser.NumLit:
		return v.Value, true
	case *parser.Unary:
		if lit, ok := v.X.(*parser.NumLit); ok && v.Op == lexer.MINUS {
			lit.SetType(parser.Num)
			return -lit.Value, true
		}
	case *parser.BadExpr:
		return 0, false
	}
	st.Value.SetType(parser.NoType)
	c.errorf(st.Value.Position(), "%s must be a number, got %s", st.Name, parser.ExprString(st.Value))
	return 0, false
}

// endgames checks the endgame module's blocks: valid specs, once each, and
// their rules.
func (c *checker) endgames(m *parser.Module) []Endgame {
	var out []Endgame
	seen := map[string]lexer.Pos{}
	for _, b := range m.Endgames {
		if first, ok := seen[b.Spec]; ok {
			c.errorf(b.SpecPos, "endgame '%s' appears twice: first on line %d; put its rules in one block", b.Spec, first.Line)
		}
		seen[b.Spec] = b.Pos
		spec := c.endgameSpec(b)
		c.rules(b.Rules, fmt.Sprintf("endgame '%s'", b.Spec))
		out = append(out, Endgame{Name: b.Spec, Spec: spec, Rules: b.Rules, Pos: b.Pos})
	}
	return out
}

// endgameSpec parses a block's spec, reporting an error at the offending
// character inside the quotes.
func (c *checker) endgameSpec(b *parser.EndgameBlock) *ormulogun.Spec {
	spec, err := ormulogun.Parse(b.Spec)
	if err == nil {
		err = ormulogun.CheckRules(c.game.rules, spec)
	}
	if err == nil {
		return spec
	}
	pos, msg := b.SpecPos, err.Error()
	var oe *ormulogun.Error
	if errors.As(err, &oe) {
		msg = oe.Msg
		pos.Col += oe.Col
	}
	c.errorf(pos, "invalid endgame spec: %s", msg)
	return nil
}
