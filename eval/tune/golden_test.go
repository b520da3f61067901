package tune

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/eval"
)

var update = flag.Bool("update", false, "rewrite the golden files of package eval/tune")

// golden compares got with the file at path, or rewrites it with -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./eval/tune -update to create %s", path)
	assert.Equal(t, string(want), got, "%s (go test ./eval/tune -update rewrites it)", path)
}

// loadTiny loads testdata/tiny.chs and its data.
func loadTiny(t *testing.T) ([]byte, *eval.Bot, []Sample) {
	t.Helper()
	src, err := os.ReadFile("testdata/tiny.chs")
	require.NoError(t, err)
	bot, diags := eval.Load("testdata/tiny.chs", src)
	require.NotNil(t, bot, "tiny.chs loads: %v", diags)
	f, err := os.Open("testdata/tiny.epd")
	require.NoError(t, err)
	defer f.Close()
	samples, err := ReadData("testdata/tiny.epd", f, bot.Rules())
	require.NoError(t, err)
	return src, bot, samples
}

// TestGoldenTiny tunes the tiny bot on its 20 positions: the tuned script
// and the report (K, each changed number, the exact errors) are golden.
func TestGoldenTiny(t *testing.T) {
	src, bot, samples := loadTiny(t)
	res, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 2})
	require.NoError(t, err)
	var report strings.Builder
	res.Report(&report)
	golden(t, "testdata/tiny.tuned.chs", string(res.Source))
	golden(t, "testdata/tiny.report", report.String())
	assert.Less(t, res.After, res.Before, "tuning lowers the error")
}

// TestWorkersAgree checks that the number of goroutines does not change
// the result beyond rounding: one and two workers give the same script.
func TestWorkersAgree(t *testing.T) {
	src, bot, samples := loadTiny(t)
	one, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 1})
	require.NoError(t, err)
	two, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, string(one.Source), string(two.Source), "one worker and two")
	assert.InDelta(t, one.After, two.After, 1e-12, "the error after")
}
