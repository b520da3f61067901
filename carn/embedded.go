package carn

import (
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// rules holds the embedded rule-set documents, one per game.
//
//go:embed rules/*.yaml
var rules embed.FS

// Names lists the embedded games, sorted.
func Names() []string {
	entries, _ := rules.ReadDir("rules") // the directory is embedded: it cannot fail
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(names)
	return names
}

// Document returns the text of an embedded game's rule-set document, for a
// user to copy and change.
func Document(name string) ([]byte, error) {
	data, err := rules.ReadFile("rules/" + name + ".yaml")
	if strings.ContainsAny(name, "/.") || err != nil {
		return nil, fmt.Errorf("no embedded rule set %q: want one of %s", name, strings.Join(Names(), ", "))
	}
	return data, nil
}

// Embedded loads an embedded game by name ("chess"). Each call returns a
// new RuleSet.
func Embedded(name string) (*RuleSet, error) {
	data, err := Document(name)
	if err != nil {
		return nil, err
	}
	rs, err := Load(data)
	if err != nil {
		return nil, fmt.Errorf("embedded rule set %s: %w", name, err)
	}
	return rs, nil
}

// chessDocument is the embedded chess document, loaded once to check it:
// Chess loads a new RuleSet from it at each call.
var chessDocument = sync.OnceValue(func() []byte {
	data, err := Document("chess")
	if err == nil {
		_, err = Load(data)
	}
	if err != nil {
		// The document is part of the program and its tests load it: this
		// is a bug in chespel, never bad input.
		panic(err)
	}
	return data
})

// Chess is the embedded rule set of standard chess. Each call returns a new
// RuleSet, which the caller may change: a shared one, changed by one caller
// (a test making a chess variant), was compiled by the next into its
// "chess" (board.Chess, where e2e4 became illegal).
func Chess() *RuleSet {
	rs, err := Load(chessDocument())
	if err != nil {
		panic(err) // chessDocument loaded it already
	}
	return rs
}
