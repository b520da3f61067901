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

var chess = sync.OnceValue(func() *RuleSet {
	rs, err := Embedded("chess")
	if err != nil {
		// The document is part of the program and its tests load it: this
		// is a bug in chespel, never bad input.
		panic(err)
	}
	return rs
})

// Chess is the embedded rule set of standard chess, loaded once. It is
// shared: callers must not change it.
func Chess() *RuleSet { return chess() }
