package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is this module's import path, the prefix of every package of chespel.
const module = "github.com/chespel/chespel"

// depsPolicy says which packages of this module, and which packages from
// outside the standard library, each package may import (test files aside).
// It is policy, not convenience: a new import must fit the design of
// docs/architecture.md, and a new package must be added here deliberately.
//
// Two stacks, each acyclic:
//   - language: lexer < parser < types < eval
//   - chess:    carn < board < {ormulogun, search} < search/...
//
// types and eval may use the chess packages; the chess stack never imports
// the language stack, and search never imports eval (it declares the
// interfaces it consumes). The main package ties everything together.
var depsPolicy = map[string][]string{
	"carn":       {"go.yaml.in/yaml/v3"},
	"carn/input": {}, // reading limits; both stacks may use it
	"board":      {"carn", "carn/input"},
	"ormulogun":  {"board", "carn"},
	"search":     {"board", "carn"},
	"board/pgn":  {"board"},
	"board/epd":  {"board"},

	"search/uci":           {"search", "search/polyglot", "board", "carn", "carn/input"},
	"search/shell":         {"search", "search/uci", "search/polyglot", "board", "carn", "carn/input", "github.com/chzyer/readline"},
	"search/shell/payload": {},
	"search/match":         {"search", "search/uciengine", "board", "board/pgn", "ormulogun"},
	"search/uciengine":     {},
	"search/suite":         {"search", "board", "board/epd"},
	"search/datagen":       {"search", "board"},
	"search/polyglot":      {"board"},

	"lexer":         {},
	"lexer/errtest": {"lexer"}, // test helpers; only tests import it
	"parser":        {"lexer"},
	"parser/format": {"lexer", "parser"},
	"types":         {"lexer", "parser", "board", "carn", "carn/input", "ormulogun"},
	"types/lsp":     {"lexer", "parser", "parser/format", "types", "eval", "board", "github.com/sourcegraph/jsonrpc2"}, // eval: a let's value (eval.Constant)
	"eval":          {"lexer", "parser", "types", "board", "carn", "ormulogun"},
	"eval/tune":     {"lexer", "parser", "types", "eval", "board", "board/epd", "board/pgn", "carn/input"},

	".": {"*"},
}

// languageStack and chessStack name the top folders of the two stacks; a
// package belongs to the stack of its top folder.
var (
	languageStack = []string{"lexer", "parser", "types", "eval"}
	chessStack    = []string{"carn", "board", "ormulogun", "search"}
)

// inStack reports whether pkg belongs to stack: whether its top folder is one
// of the stack's.
func inStack(pkg string, stack []string) bool {
	top, _, _ := strings.Cut(pkg, "/")
	return contains(stack, top)
}

// TestPolicyKeepsStacksApart checks the policy itself, so that nobody widens
// it past the design: the chess stack never reaches the language stack, and
// search never reaches eval.
func TestPolicyKeepsStacksApart(t *testing.T) {
	for pkg, allowed := range depsPolicy {
		for _, dep := range allowed {
			if inStack(pkg, chessStack) {
				assert.False(t, inStack(dep, languageStack), "policy lets chess package %s import language package %s", pkg, dep)
			}
			if inStack(pkg, []string{"search"}) {
				assert.False(t, inStack(dep, []string{"eval"}), "policy lets %s import %s", pkg, dep)
			}
		}
	}
}

// TestDependencies checks every import of every non-test Go file against
// depsPolicy.
func TestDependencies(t *testing.T) {
	imports, err := moduleImports(".")
	require.NoError(t, err)
	require.Contains(t, imports, "board", "the walk found the packages")
	for _, pkg := range sortedKeys(imports) {
		allowed, ok := depsPolicy[pkg]
		if !assert.True(t, ok, "package %s is not in depsPolicy (deps_test.go): add it deliberately", pkg) {
			continue
		}
		for _, imp := range imports[pkg] {
			if err := checkImport(pkg, imp, allowed); err != "" {
				t.Error(err)
			}
		}
	}
}

// checkImport returns what is wrong with pkg importing imp, or "".
func checkImport(pkg, imp string, allowed []string) string {
	dep, internal := strings.CutPrefix(imp, module+"/")
	switch {
	case internal:
	case imp == module:
		dep = "."
	case !strings.Contains(strings.SplitN(imp, "/", 2)[0], "."):
		return "" // the standard library
	default:
		dep = imp
	}
	if contains(allowed, dep) || contains(allowed, "*") {
		return ""
	}
	return "package " + pkg + " may not import " + imp + " (see depsPolicy in deps_test.go)"
}

// moduleImports maps each package directory (relative, "." for the root) to
// the imports of its non-test Go files.
func moduleImports(root string) (map[string][]string, error) {
	result := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		for _, spec := range f.Imports {
			imp, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			result[pkg] = append(result[pkg], imp)
		}
		if _, ok := result[pkg]; !ok {
			result[pkg] = nil
		}
		return nil
	})
	return result, err
}

func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// TestCheckImport pins the checker's verdicts, so that a policy test that
// cannot fail does not go unnoticed.
func TestCheckImport(t *testing.T) {
	assert.Empty(t, checkImport("board", module+"/carn", depsPolicy["board"]))
	assert.Empty(t, checkImport("board", "strings", depsPolicy["board"]))
	assert.Contains(t, checkImport("board", module+"/eval", depsPolicy["board"]), "may not import")
	assert.Contains(t, checkImport("search", module+"/eval", depsPolicy["search"]), "may not import")
	assert.Contains(t, checkImport("lexer", "github.com/chzyer/readline", depsPolicy["lexer"]), "may not import")
	assert.Empty(t, checkImport(".", module+"/eval", depsPolicy["."]))
}

func TestModulePathMatchesGoMod(t *testing.T) {
	data, err := os.ReadFile("go.mod")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "module "+module+"\n"), "go.mod declares %s", module)
}
