package carn

import (
	"sort"
	"strings"
)

// argKind is what a built-in function takes.
type argKind uint8

// The argument kinds.
const (
	noArg     argKind = iota
	numberArg         // a plain number: @JumpOver(0)
	zoneArg           // a declared zone's name: @InZone(Palace)
)

// builtin is one function that CARN knows (D25).
type builtin struct {
	arg argKind
	// apply records the call in a; n is the number argument, name the zone.
	apply func(c *callContext, n int, name string) error
}

// callContext is what applying one call sees.
type callContext struct {
	env  *Env
	alt  *Alternative
	call *callNode
	text string
}

func (c *callContext) errorf(format string, args ...any) error {
	return errorAt(c.text, c.call.offset, format, args...)
}

// builtins are the functions of spec D25, by name.
var builtins = map[string]builtin{
	"JumpOver":       {numberArg, applyJumpOver},
	"OnRank":         {numberArg, applyOnRank},
	"InZone":         {zoneArg, func(c *callContext, _ int, z string) error { c.alt.InZone = z; return nil }},
	"FromZone":       {zoneArg, func(c *callContext, _ int, z string) error { c.alt.FromZone = z; return nil }},
	"Leg":            {noArg, func(c *callContext, _ int, _ string) error { c.alt.Leg = true; return nil }},
	"TargetRoyal":    {noArg, applyCaptureOnly(func(a *Alternative) { a.TargetRoyal = true })},
	"EnPassant":      {noArg, applyCaptureOnly(func(a *Alternative) { a.EnPassant = true })},
	"CanShortCastle": {noArg, applyCastle(ShortCastle)},
	"CanLongCastle":  {noArg, applyCastle(LongCastle)},
	"Empty":          {noArg, applyTarget(MoveEntry, "the destination is empty")},
	"NoOpponent":     {noArg, applyTarget(MoveEntry, "no opponent piece is on the destination")},
	"Opponent":       {noArg, applyTarget(CaptureEntry, "an opponent piece is on the destination")},
	"NoAlly":         {noArg, func(*callContext, int, string) error { return nil }},
}

// unknownFunction is the error for a call of no built-in: a suggestion when
// only the case differs, else the list.
func unknownFunction(text string, call *callNode) error {
	for name := range builtins {
		if strings.EqualFold(name, call.name) {
			return errorAt(text, call.offset, "unknown function @%s: did you mean @%s? (names are case-sensitive)", call.name, name)
		}
	}
	return errorAt(text, call.offset, "unknown function @%s: want one of %s", call.name, builtinNames())
}

// builtinNames lists the built-ins for error messages.
func builtinNames() string {
	names := make([]string, 0, len(builtins))
	for name := range builtins {
		names = append(names, "@"+name)
	}
	sort.Strings(names)
	return strings.Join(names, " ")
}

func applyJumpOver(c *callContext, n int, _ string) error {
	c.alt.JumpOver = n
	return nil
}

func applyOnRank(c *callContext, n int, _ string) error {
	if n < 1 || n > c.env.Ranks {
		return c.errorf("@OnRank(%d): want a rank from 1 to %d", n, c.env.Ranks)
	}
	c.alt.OnRank = n
	return nil
}

// applyCaptureOnly makes a call that only capture entries may use.
func applyCaptureOnly(set func(*Alternative)) func(*callContext, int, string) error {
	return func(c *callContext, _ int, _ string) error {
		if c.env.Entry != CaptureEntry {
			return c.errorf("@%s is only for capture entries, got it in a move entry", c.call.name)
		}
		set(c.alt)
		return nil
	}
}

// applyCastle makes a castling call, valid in the castling piece's move
// entry only.
func applyCastle(side CastleSide) func(*callContext, int, string) error {
	return func(c *callContext, _ int, _ string) error {
		if !c.env.Castling {
			return c.errorf("@%s is only for the move entry of the piece that castles (the castling block's king)", c.call.name)
		}
		if c.alt.Castle != NoCastle && c.alt.Castle != side {
			return c.errorf("@%s: the alternative already castles the other way", c.call.name)
		}
		c.alt.Castle = side
		return nil
	}
}

// applyTarget makes a target test that holds for entries of kind want and
// conflicts with the other kind (D26); where it holds it is redundant.
func applyTarget(want EntryKind, means string) func(*callContext, int, string) error {
	return func(c *callContext, _ int, _ string) error {
		if c.env.Entry != want {
			return c.errorf("@%s conflicts with a %s entry: it says %s", c.call.name, c.env.Entry, means)
		}
		return nil
	}
}

// applyCalls resolves an alternative's calls into a's typed fields.
func applyCalls(text string, env *Env, alt *altNode, a *Alternative) error {
	seen := map[string]bool{}
	for _, call := range alt.calls {
		fn, ok := builtins[call.name]
		if !ok {
			return unknownFunction(text, call)
		}
		if seen[call.name] && fn.arg != noArg {
			return errorAt(text, call.offset, "@%s is given twice in one alternative", call.name)
		}
		seen[call.name] = true
		c := &callContext{env: env, alt: a, call: call, text: text}
		n, name, err := c.argument(fn.arg)
		if err != nil {
			return err
		}
		if err := fn.apply(c, n, name); err != nil {
			return err
		}
	}
	return checkCastleAlone(text, alt, a)
}

// argument checks the call's arguments against kind and returns them.
func (c *callContext) argument(kind argKind) (n int, name string, err error) {
	want := 1
	if kind == noArg {
		want = 0
	}
	if len(c.call.args) != want {
		return 0, "", c.errorf("@%s takes %d argument%s, got %d", c.call.name, want, plural(want), len(c.call.args))
	}
	switch kind {
	case numberArg:
		arg := c.call.args[0]
		if arg.count == nil || arg.count.kind != countFixed || arg.count.sign != 0 {
			return 0, "", errorAt(c.text, arg.offset, "@%s takes a plain number, got %q", c.call.name, c.argText(arg))
		}
		return arg.count.lo, "", nil
	case zoneArg:
		arg := c.call.args[0]
		if arg.ident == "" {
			return 0, "", errorAt(c.text, arg.offset, "@%s takes a zone name, got %q", c.call.name, c.argText(arg))
		}
		if _, ok := c.env.Zones[arg.ident]; !ok {
			return 0, "", errorAt(c.text, arg.offset, "unknown zone %q: want one of the zones the rule set declares (%s)", arg.ident, zoneNames(c.env.Zones))
		}
		return 0, arg.ident, nil
	}
	return 0, "", nil
}

// argText is the text of an argument as written.
func (c *callContext) argText(arg *argNode) string {
	end := arg.offset
	for end < len(c.text) && c.text[end] != ',' && c.text[end] != ')' && !isBlank(c.text[end]) {
		end++
	}
	return c.text[arg.offset:end]
}

// checkCastleAlone requires a castling alternative to have no other call:
// castling's conditions are built in (D29).
func checkCastleAlone(text string, alt *altNode, a *Alternative) error {
	if a.Castle == NoCastle || len(alt.calls) == 1 {
		return nil
	}
	for _, call := range alt.calls {
		if call.name != "CanShortCastle" && call.name != "CanLongCastle" {
			return errorAt(text, call.offset, "@%s in a castling alternative: castling's conditions are built in, want no other call", call.name)
		}
	}
	return nil
}

func zoneNames(zones map[string]Zone) string {
	if len(zones) == 0 {
		return "none declared"
	}
	names := make([]string, 0, len(zones))
	for name := range zones {
		names = append(names, name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
