# The build that OpenBench's workers run: `make EXE=NAME` builds the engine
# as NAME, and `NAME bench` prints the node count they read (nodes: N, then
# nps: N, on the last lines). With BOT=file.chs, NAME is that bot packed
# into chespel, so that `NAME bench` searches with the bot. The workers also
# pass CC or CXX (a C compiler's name); Go needs none, so they are ignored.
# See docs/testing.md.

EXE ?= chespel
BOT ?=
GO  ?= go

.PHONY: all clean

all:
ifeq ($(BOT),)
	$(GO) build -o $(EXE) .
else
	$(GO) build -o $(EXE).chespel .
	$(abspath $(EXE)).chespel pack $(BOT) -o $(EXE)
	rm -f $(EXE).chespel
endif

clean:
	rm -f $(EXE) $(EXE).chespel
