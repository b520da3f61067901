package ormulogun

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocsExamples keeps docs/ormulogun.md honest: every spec of its
// examples table generates, and every error it shows with its spec is the
// error Parse gives.
func TestDocsExamples(t *testing.T) {
	text, err := os.ReadFile("../docs/ormulogun.md")
	require.NoError(t, err)
	_, examples, ok := strings.Cut(string(text), "## The examples of the original Ormulogun text")
	require.True(t, ok, "section of examples")
	examples, _, _ = strings.Cut(examples, "\n## ")
	rows := regexp.MustCompile("(?m)^\\| `([^`]+)` \\|").FindAllStringSubmatch(examples, -1)
	require.GreaterOrEqual(t, len(rows), 10)
	for _, row := range rows {
		spec := strings.ReplaceAll(row[1], `\|`, "|") // escaped in a markdown table
		s, err := Parse(spec)
		require.NoError(t, err, spec)
		g, err := NewGenerator(s, newRand(1), nil)
		require.NoError(t, err, spec)
		_, err = g.Next()
		assert.NoError(t, err, spec)
	}
	shown := regexp.MustCompile(`(?m)^(ormulogun: .*?)\s+\((\S+ ?\S*)\)$`).FindAllStringSubmatch(string(text), -1)
	require.GreaterOrEqual(t, len(shown), 5)
	for _, e := range shown {
		_, err := Parse(e[2])
		assert.EqualError(t, err, e[1], e[2])
	}
}

// TestDocsCommandExamples keeps the command examples of docs/ormulogun.md
// honest: each "$ chespel endgame ..." line is followed by what the command
// prints, which the same generator, seeded as the command seeds it
// (PCG(seed, 0)), must reproduce: the FENs, or the error's first line.
func TestDocsCommandExamples(t *testing.T) {
	text, err := os.ReadFile("../docs/ormulogun.md")
	require.NoError(t, err)
	blocks := regexp.MustCompile("(?m)^\\$ chespel endgame (.*)\n((?:[^$`].*\n)*)").FindAllStringSubmatch(string(text), -1)
	require.GreaterOrEqual(t, len(blocks), 6)
	for _, b := range blocks {
		spec, n, seed, rulesName := commandArgs(t, b[1])
		want := strings.Split(strings.TrimSuffix(b[2], "\n"), "\n")
		got, err := commandOutput(spec, n, seed, rulesName)
		if err != nil {
			assert.Equal(t, "chespel: endgame: "+err.Error(), want[0], b[1])
			continue
		}
		assert.Equal(t, want, got, b[1])
	}
}

// commandArgs reads the spec and flags of a documented command line.
func commandArgs(t *testing.T, line string) (spec string, n int, seed uint64, rulesName string) {
	n, seed, rulesName = 1, 1, "chess"
	fields := strings.Fields(strings.ReplaceAll(line, "'", ""))
	for i := 0; i < len(fields); i++ {
		switch fields[i] {
		case "-n", "--seed", "--rules":
			require.Less(t, i+1, len(fields), line)
			value := fields[i+1]
			switch fields[i] {
			case "-n":
				n, _ = strconv.Atoi(value)
			case "--seed":
				seed, _ = strconv.ParseUint(value, 10, 64)
			default:
				rulesName = value
			}
			i++
		default:
			spec = fields[i]
		}
	}
	return spec, n, seed, rulesName
}

// commandOutput generates what "chespel endgame" prints for these arguments.
func commandOutput(spec string, n int, seed uint64, rulesName string) ([]string, error) {
	s, err := Parse(spec)
	if err != nil {
		return nil, err
	}
	rs, err := carn.Embedded(rulesName)
	if err != nil {
		return nil, err
	}
	rules, err := board.Compile(rs)
	if err != nil {
		return nil, err
	}
	g, err := NewBoardGenerator(s, rules, newRand(seed))
	if err != nil {
		return nil, err
	}
	var fens []string
	for range n {
		pos, err := g.Next()
		if err != nil {
			return nil, err
		}
		fens = append(fens, pos.FEN())
	}
	return fens, nil
}
