#ifndef AICHATS_TERMINAL_GUARD_H
#define AICHATS_TERMINAL_GUARD_H

/*
 * The fatal-signal guard of the terminal: signal handling and the last-resort restore. Its state
 * (the saved termios, the self-pipe, what was installed) lives once, in guard.c; NcursesBackend's
 * TerminalGuard.swift is its Swift face. See docs/architecture.md, "The terminal: start, signals,
 * locale, lending it out".
 */

/* Saves the termios of the terminal (before curses changes it), installs the fatal, deadly,
 * quit, resize, stop and continue handlers and the at-exit restore. `wake_fd` is the write end of
 * the self-pipe, which gets one byte (the signal number) per quit, resize, stop or continue
 * signal. Call before newterm so curses keeps its hands off these signals. Returns 0 when the
 * termios could be saved. */
int aichats_guard_install(int wake_fd);

/* Puts back the signal dispositions that were there before install; stops using the pipe. */
void aichats_guard_uninstall(void);

/* Whether the fatal and at-exit handlers must restore the terminal (curses is in charge). */
void aichats_guard_set_active(int active);

/* What the restore writes last, to clear a terminal without an alternate screen ("" for none;
 * a sequence of 32 bytes or more is dropped). */
void aichats_guard_set_exit_clear(const char *sequence);

/* While a program runs in the foreground on the terminal, SIGINT and SIGQUIT from its keys are
 * ignored here (as system() does); `ignore` 0 puts the handlers back. */
void aichats_guard_ignore_interrupts(int ignore);

/* Puts back the termios saved by install. */
void aichats_guard_restore_termios(void);

/* Whether a quit signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT) arrived since install, or is pending and
 * not yet taken by any thread: read while the app's own thread is stopped or about to stop, before
 * its wake is read from the pipe. */
int aichats_guard_quit_requested(void);

/* Stops the process the way the shell's job control expects (default SIGTSTP) and returns once it
 * is continued. Returns 1 when a SIGCONT arrived meanwhile (0: the stop was refused, e.g. in an
 * orphaned process group). */
int aichats_guard_stop_process(void);

#endif
