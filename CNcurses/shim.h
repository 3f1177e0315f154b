#ifndef AICHATS_CNCURSES_SHIM_H
#define AICHATS_CNCURSES_SHIM_H

/*
 * C side of the ncurses backend.
 *
 * Swift cannot see curses macros (A_BOLD, COLOR_PAIR, getmaxyx) or globals (stdscr, LINES, COLS),
 * nor variadic ioctl, so they are wrapped here in static inline functions.
 *
 * Static inline functions are emitted once per Swift object file that calls them, so they keep no
 * state: the signal guard, which has state, is the C target CTerminalGuard (one guard.c).
 * terminfo.h checks the terminal type and trims what ncurses sends with each attribute change.
 */

#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
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

/* How many bytes wait to be read on `fd` (FIONREAD); 0 when it cannot say. */
static inline int aichats_pending_input(int fd) {
    int count = 0;
    if (ioctl(fd, FIONREAD, &count) != 0) return 0;
    return count;
}

/* Bytes, keys and nothing: `wgetch`'s view of the input, which the app decodes itself in every
 * locale (`wget_wch` swallows the bytes of a character outside the locale's charset, and in a
 * UTF-8 locale the bytes after one that is not UTF-8). */
static inline int aichats_getch(WINDOW *window) { return wgetch(window); }
static inline int aichats_key_min(void) { return KEY_MIN; }

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

#include "terminfo.h"

#endif
