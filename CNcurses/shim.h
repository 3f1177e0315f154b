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

/* Bytes, keys and nothing: `wgetch`'s view of the input, for a locale that is not UTF-8 (where
 * `wget_wch` swallows the bytes of a character outside the locale's charset). */
static inline int aichats_getch(WINDOW *window) { return wgetch(window); }
static inline int aichats_key_min(void) { return KEY_MIN; }

/* terminfo's low-level interface, declared here instead of including <term.h>, whose macros
 * (lines, columns, newline …) would clash with ordinary names. */
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);

/* What the terminal named by TERM can do, read from terminfo without writing to the terminal. */
struct aichats_terminal_caps {
    /* 0 usable, 1 TERM unset or empty, 2 no terminfo entry for TERM, 3 no clear screen or
     * cursor addressing (TERM=dumb). */
    int status;
    /* smcup (the alternate screen) is defined. */
    int has_alternate_screen;
    /* clear_screen, NUL-terminated (empty when longer than the buffer). */
    char clear_screen[32];
};

static inline int aichats_has_string_cap(const char *cap) {
    const char *value = tigetstr(cap);
    return value != NULL && value != (const char *)-1 && *value != '\0';
}

/* Copies a terminfo string without its padding (`$<5>`), so it can be written as it is; leaves
 * `out` empty when it does not fit. */
static inline void aichats_copy_without_padding(const char *in, char *out, size_t size) {
    size_t used = 0;
    out[0] = '\0';
    for (const char *p = in; *p != '\0'; p++) {
        if (p[0] == '$' && p[1] == '<') {
            const char *end = strchr(p, '>');
            if (end != NULL) { p = end; continue; }
        }
        if (used + 1 >= size) { out[0] = '\0'; return; }
        out[used++] = *p;
        out[used] = '\0';
    }
}

static inline struct aichats_terminal_caps aichats_terminal_caps(int fd) {
    struct aichats_terminal_caps caps;
    memset(&caps, 0, sizeof caps);
    const char *term = getenv("TERM");
    if (term == NULL || *term == '\0') { caps.status = 1; return caps; }
    int error = 0;
    if (setupterm(term, fd, &error) != OK) { caps.status = 2; return caps; }
    caps.status = aichats_has_string_cap("clear") && aichats_has_string_cap("cup") ? 0 : 3;
    caps.has_alternate_screen = aichats_has_string_cap("smcup");
    if (caps.status == 0) aichats_copy_without_padding(tigetstr("clear"), caps.clear_screen, sizeof caps.clear_screen);
    del_curterm(set_curterm(NULL));
    return caps;
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
    /* Bit n: this guard installed a handler for signal n (and keeps its previous action). */
    unsigned int handled;
    struct sigaction previous[32];
    /* Clears the screen after the restore, on a terminal without an alternate screen. */
    char exit_clear[32];
    volatile sig_atomic_t exit_clear_length;
    struct sigaction interrupts_before_ignore[2];
};

static inline struct aichats_guard_state *aichats_guard_state(void) {
    static struct aichats_guard_state state = { .saved_fd = -1, .wake_fd = -1 };
    return &state;
}

/* Crashes: restore the terminal, then die of the same signal (a core dump where enabled). */
static const int aichats_fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
/* Every other signal whose default action ends the process: restore the terminal, then die of
 * the same signal. One that is ignored at install (aichats ignores SIGPIPE and SIGXFSZ from the
 * start) stays ignored. */
static const int aichats_deadly_signals[] = {
    SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS
};
/* Quit, resize, stop and continue: their number goes to the app through the self-pipe. */
static const int aichats_wake_signals[] = { SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGCONT, SIGTSTP };

/* Async-signal-safe: puts the terminal back the way it was before the app started. */
static inline void aichats_guard_emergency_restore(void) {
    struct aichats_guard_state *s = aichats_guard_state();
    if (!s->active) return;
    s->active = 0;
    ssize_t ignored = write(STDOUT_FILENO, AICHATS_RESTORE_SEQUENCE, sizeof(AICHATS_RESTORE_SEQUENCE) - 1);
    if (s->exit_clear_length > 0) ignored = write(STDOUT_FILENO, s->exit_clear, (size_t)s->exit_clear_length);
    (void)ignored;
    if (s->saved_valid) tcsetattr(s->saved_fd, TCSAFLUSH, &s->saved);
}

/* Fatal and deadly signals: restore the terminal, then die of the same signal. */
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
    if (sig <= 0 || sig >= 32) return;
    if (sigaction(sig, &action, &s->previous[sig]) == 0) s->handled |= 1u << sig;
}

static inline int aichats_guard_is_ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

/* Saves the termios of the terminal (before curses changes it), installs the fatal, deadly,
 * quit, resize and continue handlers and the at-exit restore. `wake_fd` is the write end of the
 * self-pipe. Call before newterm so curses keeps its hands off these signals. Returns 0 when the
 * termios could be saved. */
static inline int aichats_guard_install(int wake_fd) {
    struct aichats_guard_state *s = aichats_guard_state();
    s->saved_fd = isatty(STDIN_FILENO) ? STDIN_FILENO : STDOUT_FILENO;
    s->saved_valid = tcgetattr(s->saved_fd, &s->saved) == 0;
    s->wake_fd = wake_fd;
    if (!s->installed) {
        s->handled = 0;
        for (unsigned i = 0; i < sizeof aichats_fatal_signals / sizeof(int); i++)
            aichats_guard_set(aichats_fatal_signals[i], aichats_guard_fatal_handler, SA_RESETHAND | SA_NODEFER);
        for (unsigned i = 0; i < sizeof aichats_deadly_signals / sizeof(int); i++)
            if (!aichats_guard_is_ignored(aichats_deadly_signals[i]))
                aichats_guard_set(aichats_deadly_signals[i], aichats_guard_fatal_handler, SA_RESETHAND | SA_NODEFER);
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
    for (int sig = 1; sig < 32; sig++)
        if (s->handled & (1u << sig)) sigaction(sig, &s->previous[sig], NULL);
    s->handled = 0;
    s->installed = 0;
    s->wake_fd = -1;
}

/* Whether the fatal and at-exit handlers must restore the terminal (curses is in charge). */
static inline void aichats_guard_set_active(int active) { aichats_guard_state()->active = active; }

/* What the restore writes last, to clear a terminal without an alternate screen ("" for none). */
static inline void aichats_guard_set_exit_clear(const char *sequence) {
    struct aichats_guard_state *s = aichats_guard_state();
    s->exit_clear_length = 0;
    size_t length = strlen(sequence);
    if (length >= sizeof s->exit_clear) return;
    memcpy(s->exit_clear, sequence, length);
    s->exit_clear_length = (sig_atomic_t)length;
}

/* While a program runs in the foreground on the terminal, SIGINT and SIGQUIT from its keys are
 * ignored here (as system() does); `ignore` 0 puts the handlers back. */
static inline void aichats_guard_ignore_interrupts(int ignore) {
    struct aichats_guard_state *s = aichats_guard_state();
    const int signals[2] = { SIGINT, SIGQUIT };
    for (int i = 0; i < 2; i++) {
        if (ignore) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = SIG_IGN;
            sigemptyset(&action.sa_mask);
            sigaction(signals[i], &action, &s->interrupts_before_ignore[i]);
        } else {
            sigaction(signals[i], &s->interrupts_before_ignore[i], NULL);
        }
    }
}

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
