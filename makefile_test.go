package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openBenchBench reads a bench output as OpenBench's worker does
// (parse_bench_output in its Client/utils.py): from the last line up, with
// every character that is not a letter, a digit or a space made a space,
// the first line that matches each pattern gives the node count and the
// nodes per second.
func openBenchBench(out string) (nodes, nps int, ok bool) {
	clean := regexp.MustCompile(`[^a-zA-Z0-9 ]+`)
	npsRe := regexp.MustCompile(`(?i)(\d+\s+nps)|(nps\s+\d+)|(nodes second\s+\d+)`)
	nodesRe := regexp.MustCompile(`(?i)(\d+\s+nodes)|(nodes\s+\d+)|(nodes searched\s+\d+)`)
	digits := regexp.MustCompile(`\d+`)
	var npsText, nodesText string
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		line := clean.ReplaceAllString(lines[i], " ")
		if m := npsRe.FindString(line); m != "" && npsText == "" {
			npsText = m
		}
		if m := nodesRe.FindString(line); m != "" && nodesText == "" {
			nodesText = m
		}
	}
	if npsText == "" || nodesText == "" {
		return 0, 0, false
	}
	nodes, _ = strconv.Atoi(digits.FindString(nodesText))
	nps, _ = strconv.Atoi(digits.FindString(npsText))
	return nodes, nps, true
}

func TestOpenBenchReadsBench(t *testing.T) {
	out, code := runArgs(t, "bench", "testdata/bots/fixed.chs", "-depth", "2")
	require.Equal(t, 0, code, out)
	nodes, nps, ok := openBenchBench(out)
	require.True(t, ok, "OpenBench finds nodes and nps in:\n%s", out)
	assert.Equal(t, 12884, nodes, "the node count of bench_fixed.txt")
	assert.Positive(t, nps)
	wall := regexp.MustCompile(`(?m)^nps: (\d+)$`).FindStringSubmatch(out)
	require.NotNil(t, wall, "an nps: line in:\n%s", out)
	assert.Equal(t, wall[1], strconv.Itoa(nps), "OpenBench reads the wall-clock nps: line, not nps-cpu:")
}

// TestMakefileBuildsForOpenBench runs the root Makefile as an OpenBench
// worker does (make CC=gcc EXE=NAME), with and without BOT, and reads
// NAME bench as the worker does.
func TestMakefileBuildsForOpenBench(t *testing.T) {
	if testing.Short() {
		t.Skip("builds chespel twice")
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	dir := t.TempDir()
	for _, c := range []struct{ name, bot, want string }{
		{"plain", "", "bot: default"},
		{"packed", "BOT=testdata/bots/fixed.chs", "bot: fixed"},
	} {
		exe := filepath.Join(dir, c.name)
		args := []string{"CC=gcc", "EXE=" + exe, "-j2"}
		if c.bot != "" {
			args = append(args, c.bot)
		}
		out, err := exec.Command("make", args...).CombinedOutput()
		require.NoError(t, err, "%s: make: %s", c.name, out)
		bench, err := exec.Command(exe, "bench", "-depth", "2").CombinedOutput()
		require.NoError(t, err, "%s: bench: %s", c.name, bench)
		assert.Contains(t, string(bench), c.want, c.name)
		_, _, ok := openBenchBench(string(bench))
		assert.True(t, ok, "%s: OpenBench reads %s", c.name, bench)
		_, err = os.Stat(exe + ".chespel")
		assert.True(t, os.IsNotExist(err), "%s: no intermediate file left", c.name)
	}
}

// runArgs runs chespel in-process and returns its standard output and exit
// code.
func runArgs(t *testing.T, args ...string) (string, int) {
	t.Helper()
	var stdout, stderr strings.Builder
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	return stdout.String() + stderr.String(), code
}
