#ifndef AICHATS_CNCURSES_SHIM_H
#define AICHATS_CNCURSES_SHIM_H

/*
 * C side of the ncurses backend.
 *
 * Swift cannot see curses macros (A_BOLD, COLOR_PAIR, getmaxyx) or globals (stdscr, LINES, COLS),
 * nor variadic ioctl, so they are wrapped here in static inline functions.
 *
 * Static inline functions are emitted once per Swift object file that calls them, so any static
 * state would be duplicated. All the state (saved termios, self-pipe, installed flags) lives in the
 * "guard" section below and its functions MUST be called from one Swift file only:
 * Sources/NcursesBackend/Guard/TerminalGuard.swift.
 */

#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

extern int wcwidth(wchar_t c);

/* ---------------------------------------------------------------- curses globals and macros -- */

static inline WINDOW *aichats_stdscr(void) { return stdscr; }
static inline WINDOW *aichats_curscr(void) { return curscr; }
static inline int aichats_lines(void) { return LINES; }
static inline int aichats_cols(void) { return COLS; }
static inline int aichats_colors(void) { return COLORS; }
static inline int aichats_color_pairs(void) { return COLOR_PAIRS; }

/* Opens the screen on stdout/stdin; NULL when the terminal cannot be used. */
static inline SCREEN *aichats_newterm(void) { return newterm(NULL, stdout, stdin); }

/* The curses attribute bits for a style (colour pairs are passed to setcchar separately). */
static inline attr_t aichats_style_attrs(int bold, int dim, int reverse, int underline) {
    attr_t attrs = A_NORMAL;
    if (bold) attrs |= A_BOLD;
    if (dim) attrs |= A_DIM;
    if (reverse) attrs |= A_REVERSE;
    if (underline) attrs |= A_UNDERLINE;
    return attrs;
}

/* Display width of one code point as the C library (and so ncurses) sees it. */
static inline int aichats_wcwidth(unsigned int codepoint) { return wcwidth((wchar_t)codepoint); }

/* The kernel's idea of the terminal size; 0 on success. */
static inline int aichats_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* A pipe with both ends non-blocking and close-on-exec; 0 on success. */
static inline int aichats_make_pipe(int fds[2]) {
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        int flags = fcntl(fds[i], F_GETFL);
        if (flags < 0 || fcntl(fds[i], F_SETFL, flags | O_NONBLOCK) != 0) return -1;
        if (fcntl(fds[i], F_SETFD, FD_CLOEXEC) != 0) return -1;
    }
    return 0;
}

/* ------------------------------------------------------------------------------------ guard -- */
/* Call these from TerminalGuard.swift only (see above). */

/* Written by the fatal-signal and at-exit handlers: bracketed paste off, attributes reset,
 * keypad transmit off, cursor visible, alternate screen left. */
#define AICHATS_RESTORE_SEQUENCE "\033[?2004l\033[0m\033[?1l\033>\033[?25h\033[?1049l"

struct aichats_guard_state {
    struct termios saved;
    int saved_fd;
    volatile sig_atomic_t saved_valid;
    volatile sig_atomic_t active;
    volatile sig_atomic_t wake_fd;
    volatile sig_atomic_t continues;
    int installed;
    int atexit_registered;
    struct sigaction previous[32];
};

static inline struct aichats_guard_state *aichats_guard_state(void) {
    static struct aichats_guard_state state = { .saved_fd = -1, .wake_fd = -1 };
    return &state;
}

static const int aichats_fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
static const int aichats_wake_signals[] = { SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGCONT, SIGTSTP };

/* Async-signal-safe: puts the terminal back the way it was before the app started. */
static inline void aichats_guard_emergency_restore(void) {
    struct aichats_guard_state *s = aichats_guard_state();
    if (!s->active) return;
    s->active = 0;
    ssize_t ignored = write(STDOUT_FILENO, AICHATS_RESTORE_SEQUENCE, sizeof(AICHATS_RESTORE_SEQUENCE) - 1);
    (void)ignored;
    if (s->saved_valid) tcsetattr(s->saved_fd, TCSAFLUSH, &s->saved);
}

/* Fatal signals: restore the terminal, then die of the same signal. */
static void aichats_guard_fatal_handler(int sig) {
    aichats_guard_emergency_restore();
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
}

/* Quit, resize, stop and continue signals: one byte (the signal number) into the self-pipe. */
static void aichats_guard_wake_handler(int sig) {
    int saved_errno = errno;
    if (sig == SIGCONT) aichats_guard_state()->continues++;
    int fd = aichats_guard_state()->wake_fd;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)sig;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void aichats_guard_atexit(void) { aichats_guard_emergency_restore(); }

static inline void aichats_guard_set(int sig, void (*handler)(int), int flags) {
    struct aichats_guard_state *s = aichats_guard_state();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, (sig >= 0 && sig < 32) ? &s->previous[sig] : NULL);
}

/* Saves the termios of the terminal (before curses changes it), installs the fatal, quit, resize
 * and continue handlers and the at-exit restore. `wake_fd` is the write end of the self-pipe.
 * Call before newterm so curses keeps its hands off these signals. Returns 0 when the termios
 * could be saved. */
static inline int aichats_guard_install(int wake_fd) {
    struct aichats_guard_state *s = aichats_guard_state();
    s->saved_fd = isatty(STDIN_FILENO) ? STDIN_FILENO : STDOUT_FILENO;
    s->saved_valid = tcgetattr(s->saved_fd, &s->saved) == 0;
    s->wake_fd = wake_fd;
    if (!s->installed) {
        for (unsigned i = 0; i < sizeof aichats_fatal_signals / sizeof(int); i++)
            aichats_guard_set(aichats_fatal_signals[i], aichats_guard_fatal_handler, SA_RESETHAND | SA_NODEFER);
        for (unsigned i = 0; i < sizeof aichats_wake_signals / sizeof(int); i++)
            aichats_guard_set(aichats_wake_signals[i], aichats_guard_wake_handler, SA_RESTART);
        s->installed = 1;
    }
    if (!s->atexit_registered) {
        s->atexit_registered = atexit(aichats_guard_atexit) == 0;
    }
    return s->saved_valid ? 0 : -1;
}

/* Puts back the signal dispositions that were there before install; stops using the pipe. */
static inline void aichats_guard_uninstall(void) {
    struct aichats_guard_state *s = aichats_guard_state();
    if (!s->installed) return;
    for (unsigned i = 0; i < sizeof aichats_wake_signals / sizeof(int); i++)
        sigaction(aichats_wake_signals[i], &s->previous[aichats_wake_signals[i]], NULL);
    for (unsigned i = 0; i < sizeof aichats_fatal_signals / sizeof(int); i++)
        sigaction(aichats_fatal_signals[i], &s->previous[aichats_fatal_signals[i]], NULL);
    s->installed = 0;
    s->wake_fd = -1;
}

/* Whether the fatal and at-exit handlers must restore the terminal (curses is in charge). */
static inline void aichats_guard_set_active(int active) { aichats_guard_state()->active = active; }

/* Puts back the termios saved by install. */
static inline void aichats_guard_restore_termios(void) {
    struct aichats_guard_state *s = aichats_guard_state();
    if (s->saved_valid) tcsetattr(s->saved_fd, TCSADRAIN, &s->saved);
}

/* Stops the process the way the shell's job control expects (default SIGTSTP) and returns once it
 * is continued. Returns 1 when a SIGCONT arrived meanwhile (0: the stop was refused, e.g. in an
 * orphaned process group). */
static inline int aichats_guard_stop_process(void) {
    sig_atomic_t continues_before = aichats_guard_state()->continues;
    struct sigaction dfl, previous;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGTSTP, &dfl, &previous);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
    return aichats_guard_state()->continues != continues_before;
}

#endif
