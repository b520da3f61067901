package eval

import (
	_ "embed"
	"strings"
)

// PestoSource is the pesto bot's script: PeSTO's evaluation function (the
// piece-square tables and phase weights that the Chess Programming Wiki
// publishes), written in Chespel.
//
//go:embed pesto.chs
var PestoSource []byte

// PestoName is the pesto bot's name.
const PestoName = "pesto"

// Embedded is a bot built into chespel: what `chespel bots` lists,
// `chespel bots show NAME` prints, `chespel new --from NAME` copies, and
// `chespel match`, `bench`, `run` and `uci` accept by name.
type Embedded struct {
	Name   string
	Source []byte
}

// Summary returns the first line of the bot's opening comment, without
// its "//": the bot in one sentence.
func (b Embedded) Summary() string {
	first, _, _ := strings.Cut(string(b.Source), "\n")
	text, _ := strings.CutPrefix(first, "//")
	return strings.TrimSpace(text)
}

// EmbeddedBots returns the bots built in, in the order that `chespel bots`
// lists them: the default bot first.
func EmbeddedBots() []Embedded {
	return []Embedded{
		{DefaultName, DefaultSource},
		{GenericName, GenericSource},
		{PestoName, PestoSource},
	}
}

// EmbeddedBot returns the embedded bot called name.
func EmbeddedBot(name string) (Embedded, bool) {
	for _, b := range EmbeddedBots() {
		if b.Name == name {
			return b, true
		}
	}
	return Embedded{}, false
}

// EmbeddedNames returns the names of the embedded bots, in list order.
func EmbeddedNames() []string {
	var names []string
	for _, b := range EmbeddedBots() {
		names = append(names, b.Name)
	}
	return names
}
