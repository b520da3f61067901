package carn

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// loader walks a rule-set document, collecting every mistake it finds.
type loader struct {
	errs  DocErrors             // the first MaxDocErrors mistakes
	found int                   // every mistake found, for the checks that compare counts
	nodes map[string]*yaml.Node // values already read, by path, for later checks to point at
	lines []string              // the document's lines, to map columns inside texts
}

// errorf records a mistake at node n (nil when there is no node).
func (l *loader) errorf(path string, n *yaml.Node, format string, args ...any) {
	e := &DocError{Path: path, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Line, e.Col = n.Line, n.Column
	}
	l.add(e)
}

// MaxDocErrors is how many mistakes of a rule-set document Load reports;
// the rest are counted in a last line.
const MaxDocErrors = 20

// add records a mistake, keeping the first MaxDocErrors.
func (l *loader) add(e *DocError) {
	if l.found++; len(l.errs) < MaxDocErrors {
		l.errs = append(l.errs, e)
	}
}

// report returns the mistakes sorted by line, with a last line counting
// those left out.
func (l *loader) report() DocErrors {
	sort.SliceStable(l.errs, func(i, j int) bool { return l.errs[i].Line < l.errs[j].Line })
	if more := l.found - len(l.errs); more > 0 {
		l.errs = append(l.errs, &DocError{Msg: fmt.Sprintf("too many errors: %d more not shown", more)})
	}
	return l.errs
}

// field is one key of a mapping with its value.
type field struct {
	key, value *yaml.Node
}

// mapping returns n's keys and values in document order, after checking that
// n is a mapping whose keys are distinct and among allowed (all keys when
// allowed is nil).
func (l *loader) mapping(path string, n *yaml.Node, allowed []string) []field {
	if n.Kind != yaml.MappingNode {
		l.errorf(path, n, "expected a mapping, got %s", describeNode(n))
		return nil
	}
	fields := []field{}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, value := n.Content[i], n.Content[i+1]
		switch {
		case key.Kind != yaml.ScalarNode:
			l.errorf(path, key, "expected a plain key, got %s", describeNode(key))
		case seen[key.Value]:
			l.errorf(join(path, key.Value), key, "key %q is given twice", key.Value)
		case allowed != nil && !contains(allowed, key.Value):
			l.errorf(join(path, key.Value), key, "unknown key %q: want one of %s", key.Value, strings.Join(allowed, ", "))
		default:
			seen[key.Value] = true
			fields = append(fields, field{key, value})
		}
	}
	return fields
}

// lookup finds the value of key among fields, or nil.
func lookup(fields []field, key string) *yaml.Node {
	for _, f := range fields {
		if f.key.Value == key {
			return f.value
		}
	}
	return nil
}

// require finds the value of key, recording a mistake when it is missing.
func (l *loader) require(path string, parent *yaml.Node, fields []field, key string) *yaml.Node {
	v := lookup(fields, key)
	if v == nil {
		l.errorf(path, parent, "missing key %q", key)
	}
	return v
}

// str reads a string scalar.
func (l *loader) str(path string, n *yaml.Node) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		l.errorf(path, n, "expected a string, got %s", describeNode(n))
		return "", false
	}
	return n.Value, true
}

// integer reads an integer scalar within lo..hi.
func (l *loader) integer(path string, n *yaml.Node, lo, hi int) (int, bool) {
	v, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || err != nil {
		l.errorf(path, n, "expected a whole number, got %s", describeNode(n))
		return 0, false
	}
	if v < lo || v > hi {
		l.errorf(path, n, "got %d, want %d to %d", v, lo, hi)
		return 0, false
	}
	return v, true
}

// boolean reads true or false.
func (l *loader) boolean(path string, n *yaml.Node) bool {
	v, err := strconv.ParseBool(n.Value)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" || err != nil {
		l.errorf(path, n, "expected true or false, got %s", describeNode(n))
	}
	return v
}

// list reads a sequence of strings.
func (l *loader) list(path string, n *yaml.Node) []string {
	if n.Kind != yaml.SequenceNode {
		l.errorf(path, n, "expected a list, got %s", describeNode(n))
		return nil
	}
	var out []string
	for i, item := range n.Content {
		if s, ok := l.str(fmt.Sprintf("%s[%d]", path, i), item); ok {
			out = append(out, s)
		}
	}
	return out
}

// describeNode says what a node is, for "got ..." in messages.
func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias (quote CARN texts: \"*#\" starts an alias in YAML)"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	}
	return "a document"
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
