/* The fatal-signal guard: see include/terminal_guard.h. Everything here is the one copy of the
 * guard's state; the handlers only call async-signal-safe functions. */

#include "terminal_guard.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Written by the fatal-signal and at-exit handlers: mouse reports (which `[ui] mouse` turns on)
 * and bracketed paste off, attributes reset, keypad transmit off, cursor visible, alternate
 * screen left. */
#define RESTORE_SEQUENCE "\033[?1006l\033[?1000l\033[?2004l\033[0m\033[?1l\033>\033[?25h\033[?1049l"

static struct {
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
    volatile sig_atomic_t quits;
    volatile sig_atomic_t exit_clear_length;
    struct sigaction interrupts_before_ignore[2];
} state = { .saved_fd = -1, .wake_fd = -1 };

/* Crashes: restore the terminal, then die of the same signal (a core dump where enabled). */
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
/* Every other signal whose default action ends the process: restore the terminal, then die of
 * the same signal. One that is ignored at install (aichats ignores SIGPIPE and SIGXFSZ from the
 * start) stays ignored. */
static const int deadly_signals[] = {
    SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS
};
/* Quit, resize, stop and continue: their number goes to the app through the self-pipe. */
static const int wake_signals[] = { SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGCONT, SIGTSTP };

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* Async-signal-safe: puts the terminal back the way it was before the app started. */
static void emergency_restore(void) {
    if (!state.active) return;
    state.active = 0;
    ssize_t ignored = write(STDOUT_FILENO, RESTORE_SEQUENCE, sizeof(RESTORE_SEQUENCE) - 1);
    if (state.exit_clear_length > 0) ignored = write(STDOUT_FILENO, state.exit_clear, (size_t)state.exit_clear_length);
    (void)ignored;
    if (state.saved_valid) tcsetattr(state.saved_fd, TCSAFLUSH, &state.saved);
}

/* Fatal and deadly signals: restore the terminal, then die of the same signal. */
static void fatal_handler(int sig) {
    emergency_restore();
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
static void wake_handler(int sig) {
    int saved_errno = errno;
    if (sig == SIGCONT) state.continues++;
    if (sig == SIGTERM || sig == SIGHUP || sig == SIGINT || sig == SIGQUIT) state.quits++;
    int fd = state.wake_fd;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)sig;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void at_exit(void) { emergency_restore(); }

static void set_handler(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    if (sig <= 0 || sig >= 32) return;
    if (sigaction(sig, &action, &state.previous[sig]) == 0) state.handled |= 1u << sig;
}

static int is_ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

int aichats_guard_install(int wake_fd) {
    state.saved_fd = isatty(STDIN_FILENO) ? STDIN_FILENO : STDOUT_FILENO;
    state.saved_valid = tcgetattr(state.saved_fd, &state.saved) == 0;
    state.wake_fd = wake_fd;
    if (!state.installed) {
        state.handled = 0;
        for (unsigned i = 0; i < COUNT(fatal_signals); i++)
            set_handler(fatal_signals[i], fatal_handler, SA_RESETHAND | SA_NODEFER);
        for (unsigned i = 0; i < COUNT(deadly_signals); i++)
            if (!is_ignored(deadly_signals[i]))
                set_handler(deadly_signals[i], fatal_handler, SA_RESETHAND | SA_NODEFER);
        for (unsigned i = 0; i < COUNT(wake_signals); i++)
            set_handler(wake_signals[i], wake_handler, SA_RESTART);
        state.installed = 1;
    }
    if (!state.atexit_registered) {
        state.atexit_registered = atexit(at_exit) == 0;
    }
    return state.saved_valid ? 0 : -1;
}

void aichats_guard_uninstall(void) {
    if (!state.installed) return;
    for (int sig = 1; sig < 32; sig++)
        if (state.handled & (1u << sig)) sigaction(sig, &state.previous[sig], NULL);
    state.handled = 0;
    state.installed = 0;
    state.wake_fd = -1;
}

void aichats_guard_set_active(int active) { state.active = active; }

void aichats_guard_set_exit_clear(const char *sequence) {
    state.exit_clear_length = 0;
    size_t length = strlen(sequence);
    if (length >= sizeof state.exit_clear) return;
    memcpy(state.exit_clear, sequence, length);
    state.exit_clear_length = (sig_atomic_t)length;
}

void aichats_guard_ignore_interrupts(int ignore) {
    const int signals[2] = { SIGINT, SIGQUIT };
    for (int i = 0; i < 2; i++) {
        if (ignore) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = SIG_IGN;
            sigemptyset(&action.sa_mask);
            sigaction(signals[i], &action, &state.interrupts_before_ignore[i]);
        } else {
            sigaction(signals[i], &state.interrupts_before_ignore[i], NULL);
        }
    }
}

void aichats_guard_restore_termios(void) {
    if (state.saved_valid) tcsetattr(state.saved_fd, TCSADRAIN, &state.saved);
}

int aichats_guard_quit_requested(void) {
    if (state.quits > 0) return 1;
    sigset_t pending;
    if (sigpending(&pending) != 0) return 0;
    return sigismember(&pending, SIGTERM) || sigismember(&pending, SIGHUP)
        || sigismember(&pending, SIGINT) || sigismember(&pending, SIGQUIT);
}

int aichats_guard_stop_process(void) {
    sig_atomic_t continues_before = state.continues;
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
    return state.continues != continues_before;
}
