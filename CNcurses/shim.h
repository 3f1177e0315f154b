#ifndef AICHATS_CNCURSES_SHIM_H
#define AICHATS_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#endif
