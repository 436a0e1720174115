#ifndef FRILA_CNCURSESW_SHIM_H
#define FRILA_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift 6 não importa macros com expressão nem globais C mutáveis: embrulhos.
static inline WINDOW *frila_stdscr(void) { return stdscr; }
static inline int frila_attr_bold(void) { return (int)A_BOLD; }
static inline int frila_attr_reverse(void) { return (int)A_REVERSE; }
static inline int frila_attr_underline(void) { return (int)A_UNDERLINE; }
static inline int frila_attr_dim(void) { return (int)A_DIM; }
static inline int frila_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int frila_key_resize(void) { return KEY_RESIZE; }
static inline int frila_key_f(int n) { return KEY_F(n); }
static inline int frila_lines(void) { return LINES; }
static inline int frila_cols(void) { return COLS; }
static inline void frila_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

// Chamadas que o ncurses define também como macro: versões estáveis para o Swift.
static inline int frila_attrset(int a) { return wattrset(stdscr, a); }
static inline int frila_mvaddwstr(int y, int x, const wchar_t *s) { return mvwaddwstr(stdscr, y, x, s); }
static inline int frila_get_wch(wint_t *c) { return wget_wch(stdscr, c); }
static inline void frila_timeout(int ms) { wtimeout(stdscr, ms); }
static inline int frila_keypad(int on) { return keypad(stdscr, on ? TRUE : FALSE); }
static inline int frila_refresh(void) { return wrefresh(stdscr); }
static inline int frila_erase(void) { return werase(stdscr); }
static inline int frila_clearok(int on) { return clearok(stdscr, on ? TRUE : FALSE); }
static inline const char *frila_codeset(void) { return nl_langinfo(CODESET); }
// Mouse: as máscaras são macros com expressão. Só o aperto do botão 1 e a roda (botões 4
// e 5 no protocolo 2 do ncurses do Debian); sem intervalo de clique, o aperto chega na hora.
static inline int frila_key_mouse(void) { return KEY_MOUSE; }
static inline int frila_ligar_mouse(void) {
    mmask_t antes = 0;
    mouseinterval(0);
    return mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, &antes) != 0;
}
// 1 clique, 4 roda para cima, 5 roda para baixo; 0 outra coisa; -1 sem evento.
static inline int frila_ler_mouse(int *x, int *y) {
    MEVENT e;
    if (getmouse(&e) != OK) return -1;
    *x = e.x; *y = e.y;
    if (e.bstate & BUTTON1_PRESSED) return 1;
    if (e.bstate & BUTTON4_PRESSED) return 4;
    if (e.bstate & BUTTON5_PRESSED) return 5;
    return 0;
}
// stdin/stdout são globais C mutáveis que o Swift 6 recusa: o newterm fica aqui.
static inline int frila_newterm(void) { return newterm(NULL, stdout, stdin) != NULL; }
#endif
