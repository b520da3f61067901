package shell

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/chespel/chespel/search"
)

// maxHashMB is the largest transposition table "set hash" allows, the
// maximum of UCI's Hash option.
const maxHashMB = 4096

// maxMoveTime is the longest "go movetime": a larger one is cut to it, so
// that the duration cannot overflow.
const maxMoveTime = 365 * 24 * time.Hour

// setting is one setting of "set": its name as printed, what it means,
// how to show its value and how to change it.
type setting struct {
	name, help string
	get        func(s *shell) string
	set        func(s *shell, value string) error
}

// settings are the session's settings, in the order "set" lists them.
var settings = []setting{
	{"maxTime", "seconds the bot may think per move (0: no limit)",
		func(s *shell) string { return strconv.FormatFloat(s.limits.MaxTime.Seconds(), 'f', -1, 64) },
		func(s *shell, v string) error {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 1e6 {
				return fmt.Errorf("maxTime %s: want seconds, a number 0 or more (0: no limit)", excerpt(v))
			}
			s.limits.MaxTime = time.Duration(f * float64(time.Second))
			return nil
		}},
	{"maxDepth", "plies the bot searches at most (0: no limit)",
		func(s *shell) string { return strconv.Itoa(s.limits.Depth) },
		func(s *shell, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > search.MaxPly {
				return fmt.Errorf("maxDepth %s: want a number of plies from 0 (no limit) to %d", excerpt(v), search.MaxPly)
			}
			s.limits.Depth = n
			return nil
		}},
	{"hash", "megabytes of the transposition table",
		func(s *shell) string { return strconv.Itoa(s.cfg.HashMB) },
		func(s *shell, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > maxHashMB {
				return fmt.Errorf("hash %s: want megabytes, from 1 to %d", excerpt(v), maxHashMB)
			}
			s.cfg.HashMB = n
			s.engine.SetHash(n)
			return nil
		}},
	{"threads", "threads each search uses (Lazy SMP); the move is deterministic only at 1",
		func(s *shell) string { return strconv.Itoa(s.threads) },
		func(s *shell, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > search.MaxThreads || (n > 1 && s.cfg.Evals == nil) {
				return fmt.Errorf("threads %s: want a number from 1 to %d", excerpt(v), maxThreads(s))
			}
			s.threads = n
			s.engine.SetThreads(n, s.cfg.Evals)
			return nil
		}},
	{"unicode", "draw chess pieces as Unicode glyphs (on or off)",
		func(s *shell) string { return onOff(s.view.unicode) },
		func(s *shell, v string) error { return parseOnOff("unicode", v, &s.view.unicode) }},
	{"color", "colour the pieces and the last move (on or off; on by default on a colour terminal)",
		func(s *shell) string { return onOff(s.view.color) },
		func(s *shell, v string) error { return parseOnOff("color", v, &s.view.color) }},
}

// maxThreads is the most threads "set threads" allows: 1 for a bot
// without helpers' evaluators.
func maxThreads(s *shell) int {
	if s.cfg.Evals == nil {
		return 1
	}
	return search.MaxThreads
}

// settingNames lists the settings' names, for messages and completion.
func settingNames() []string {
	names := make([]string, len(settings))
	for i, st := range settings {
		names[i] = st.name
	}
	return names
}

// set is "set NAME VALUE" (names in any case), or "set" alone, which lists
// the settings with their values.
func (s *shell) set(args string) {
	name, value := cutWord(args)
	if name == "" {
		for _, st := range settings {
			fmt.Fprintf(s.out, "%-9s %-6s %s\n", st.name, st.get(s), st.help)
		}
		return
	}
	for _, st := range settings {
		if !strings.EqualFold(st.name, name) {
			continue
		}
		if value == "" {
			s.errorf("set %s: missing value: want set %s VALUE (%s)", st.name, st.name, st.help)
			return
		}
		before := s.limits
		if err := st.set(s, value); err != nil {
			s.errorf("set %v", err)
			return
		}
		if s.limits.MaxTime == 0 && s.limits.Depth == 0 && s.limits.Nodes == 0 {
			s.limits = before
			s.errorf("set %s %s: the bot's searches would never end: keep maxTime or maxDepth above 0", st.name, value)
			return
		}
		fmt.Fprintf(s.out, "%s: %s\n", st.name, st.get(s))
		return
	}
	s.errorf("set: unknown setting %s: want one of %s", excerpt(name), strings.Join(settingNames(), ", "))
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func parseOnOff(name, v string, b *bool) error {
	switch strings.ToLower(v) {
	case "on", "true", "yes", "1":
		*b = true
	case "off", "false", "no", "0":
		*b = false
	default:
		return fmt.Errorf("%s %s: want on or off", name, excerpt(v))
	}
	return nil
}

// goLimits reads the limits of "go": depth N, movetime MS, nodes N, in any
// order. With none, the session's limits apply.
func (s *shell) goLimits(args string) (search.Limits, bool) {
	words := strings.Fields(args)
	if len(words) == 0 {
		return s.limits, true
	}
	var lim search.Limits
	for i := 0; i < len(words); i += 2 {
		word := strings.ToLower(words[i])
		if word != "depth" && word != "movetime" && word != "nodes" {
			s.errorf("go: unknown limit %s: want depth, movetime (milliseconds) or nodes, each followed by a number", excerpt(words[i]))
			return lim, false
		}
		if i+1 >= len(words) {
			s.errorf("go %s: missing number", word)
			return lim, false
		}
		n, err := strconv.ParseUint(words[i+1], 10, 63)
		if err != nil || n == 0 {
			s.errorf("go %s %s: want a number 1 or more", word, excerpt(words[i+1]))
			return lim, false
		}
		switch word {
		case "depth":
			lim.Depth = int(min(n, search.MaxPly))
		case "movetime":
			lim.MoveTime = time.Duration(min(n, uint64(maxMoveTime/time.Millisecond))) * time.Millisecond
		case "nodes":
			lim.Nodes = n
		}
	}
	return lim, true
}

// colorTerminal reports whether colours may be used on the terminal: not
// when NO_COLOR is set (https://no-color.org) or TERM is dumb.
func colorTerminal() bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	return os.Getenv("TERM") != "dumb"
}
