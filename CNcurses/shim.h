// A thin shim over ncursesw for Swift.
//
// Why it exists: the wide-character API is hidden unless NCURSES_WIDECHAR is defined before the
// header is read; attributes, ACS characters and size queries are macros Swift cannot import; and
// Swift 6's strict concurrency rejects the C globals stdscr, LINES and COLS. Each wrapper below is a
// one-line static inline function so that nothing is compiled into a separate library.
#ifndef SEEK_CNCURSES_SHIM_H
#define SEEK_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Hidden behind __USE_XOPEN by glibc's headers.
extern int wcwidth(wchar_t c);

static inline WINDOW *seek_stdscr(void) { return stdscr; }
static inline int seek_lines(void) { return LINES; }
static inline int seek_columns(void) { return COLS; }
static inline int seek_color_count(void) { return COLORS; }
static inline int seek_color_pair_count(void) { return COLOR_PAIRS; }

static inline attr_t seek_attribute_normal(void) { return A_NORMAL; }
static inline attr_t seek_attribute_bold(void) { return A_BOLD; }
static inline attr_t seek_attribute_reverse(void) { return A_REVERSE; }
static inline attr_t seek_attribute_underline(void) { return A_UNDERLINE; }
static inline attr_t seek_attribute_dim(void) { return A_DIM; }
static inline attr_t seek_attribute_italic(void) { return A_ITALIC; }

static inline int seek_key_function(int n) { return KEY_F(n); }

/// The mouse events seek asks for: button 1 presses and releases, and the wheel (buttons 4 and 5).
static inline mmask_t seek_mouse_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int seek_mouse_is_wheel_up(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int seek_mouse_is_wheel_down(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }
static inline int seek_mouse_is_press(mmask_t state) {
    return (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) != 0;
}

/// Writes one grapheme cluster (up to CCHARW_MAX wide characters) with attributes and a colour pair.
/// Returns SEEK_CLUSTER_REFUSED when curses cannot hold the cluster in one cell, and otherwise
/// what mvwadd_wch returns (ERR in the bottom-right corner, where the character is still written).
#define SEEK_CLUSTER_REFUSED (-2)
static inline int seek_put_cluster(WINDOW *window, int row, int column, const wchar_t *characters,
                                   attr_t attributes, short pair) {
    cchar_t cell;
    if (setcchar(&cell, characters, attributes, pair, NULL) != OK) {
        return SEEK_CLUSTER_REFUSED;
    }
    return mvwadd_wch(window, row, column, &cell);
}

/// Whether the terminal can address the cursor at all (TERM=dumb cannot).
static inline int seek_terminal_can_address_cursor(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/// A terminfo string capability of the current terminal, or NULL when it has none.
static inline const char *seek_terminal_string(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/// Loads the description of the terminal TERM names, for the terminfo calls below, without
/// curses' screen. Returns 1 when it was found; otherwise 0 (unknown type) or -1 (no database).
static inline int seek_load_terminal_description(int descriptor) {
    int status = 0;
    if (setupterm(NULL, descriptor, &status) != OK) {
        return status == 0 ? 0 : -1;
    }
    return 1;
}

/// Frees the description seek_load_terminal_description loaded.
static inline void seek_release_terminal_description(void) {
    if (cur_term != NULL) {
        del_curterm(cur_term);
    }
}

/// A terminfo numeric capability of the current terminal, or -1 when it has none.
static inline int seek_terminal_number(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}

/// A terminfo string capability with one parameter filled in (tparm is variadic, which Swift
/// cannot call); NULL when the capability is missing.
static inline const char *seek_terminal_string_with(const char *name, int parameter) {
    const char *value = seek_terminal_string(name);
    if (value == NULL) {
        return NULL;
    }
    return tparm((char *)value, (long)parameter, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}

#endif
