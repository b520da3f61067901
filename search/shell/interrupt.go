package shell

import (
	"context"
	"os"
	"os/signal"
)

// withInterrupt runs a command with its own context, cancelled when the
// shell's context ends or, with Config.CatchInterrupt, when an interrupt
// (Ctrl-C) arrives while it runs.
func (s *shell) withInterrupt(command func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	if s.cfg.CatchInterrupt {
		stop := cancelOnInterrupt(cancel)
		defer stop()
	}
	command(ctx)
}

// cancelOnInterrupt calls cancel when an interrupt arrives, until the
// returned function is called; after that, an interrupt has its usual
// effect again.
func cancelOnInterrupt(cancel context.CancelFunc) (stop func()) {
	signals := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(signals, os.Interrupt)
	go func() {
		select {
		case <-signals:
			cancel()
		case <-done:
		}
	}()
	return func() {
		signal.Stop(signals)
		close(done)
	}
}
