/* The C library CanopyCairo uses: cairo, with its FreeType font backend. */
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
