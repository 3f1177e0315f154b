#ifndef AICHATS_CNCURSES_TERMINFO_H
#define AICHATS_CNCURSES_TERMINFO_H

/* Included by shim.h: what the terminal named by TERM can do, before ncurses opens it, and the
 * one change made to what it loaded. */

#include <stdio.h>

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
    /* exit_alt_charset_mode (rmacs), which selects the ASCII character set; empty when none. */
    char ascii_charset[16];
    /* no_color_video (ncv): the attributes ncurses leaves out of coloured text; -1 when none. */
    int no_color_video;
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
    if (aichats_has_string_cap("rmacs")) aichats_copy_without_padding(tigetstr("rmacs"), caps.ascii_charset, sizeof caps.ascii_charset);
    caps.no_color_video = tigetnum("ncv");
    del_curterm(set_curterm(NULL));
    return caps;
}

/* Whether `address` lies in a writable mapping of this process (/proc/self/maps). */
static inline int aichats_is_writable(const void *address) {
    FILE *maps = fopen("/proc/self/maps", "r");
    if (maps == NULL) return 0;
    char line[512];
    int writable = 0;
    while (fgets(line, sizeof line, maps) != NULL) {
        unsigned long start = 0, end = 0;
        char perms[5] = {0};
        if (sscanf(line, "%lx-%lx %4s", &start, &end, perms) == 3
            && (unsigned long)address >= start && (unsigned long)address < end) {
            writable = perms[1] == 'w';
            break;
        }
    }
    fclose(maps);
    return writable;
}

/* Removes `count` bytes at `offset` of every occurrence of `pattern` in `value`, in place. */
static inline void aichats_cut(char *value, const char *pattern, size_t offset, size_t count) {
    char *found = value;
    while ((found = strstr(found, pattern)) != NULL) {
        memmove(found + offset, found + offset + count, strlen(found + offset + count) + 1);
        found += offset;
    }
}

/* Shortens what ncurses sends for each change of attributes, by editing the loaded terminal's
 * `sgr` and `sgr0` in place (only where terminfo's strings were read into writable memory: an
 * ncurses with compiled-in entries keeps them read-only). Call after newterm.
 * - The character set selection, ESC ( B (xterm's) or SI (screen's and tmux's), goes: it is there
 *   for programs that draw lines with the alternate character set; aichats draws them with
 *   Unicode characters or in ASCII and never leaves the ASCII set, which ncurses selects as it
 *   starts (3 bytes a change).
 * - The 0 that begins sgr's parameters (ESC [ 0 ; 1 m for bold) goes: an empty parameter is 0
 *   (ECMA-48 5.4.2), so ESC [ ; 1 m resets and sets bold the same (1 byte a change).
 * A Down changes attributes four times. */
static inline void aichats_trim_attribute_changes(void) {
    static const char *const names[] = {"sgr", "sgr0"};
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
        char *value = tigetstr(names[n]);
        if (value == NULL || value == (char *)-1 || !aichats_is_writable(value)) continue;
        aichats_cut(value, "\033(B", 0, 3);
        aichats_cut(value, "\017", 0, 1);
        aichats_cut(value, "\033[0%?", 2, 1);
    }
}

#endif
