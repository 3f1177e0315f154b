#ifndef AICHATS_CNCURSES_GUARD_H
#define AICHATS_CNCURSES_GUARD_H

/* Included by shim.h. Signal handling and the last-resort terminal restore: all the shim's state
 * lives here, so call these from TerminalGuard.swift only (see shim.h). */

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
