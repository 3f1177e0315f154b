#ifndef AICHATS_CNCURSES_TERMINFO_H
#define AICHATS_CNCURSES_TERMINFO_H

/* Included by shim.h: what the terminal named by TERM can do, before ncurses opens it. */

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

#endif
