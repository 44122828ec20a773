/* The C libraries CanopyCairo uses: cairo (with its FreeType font backend), libpng and zlib. */
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <png.h>
#include <zlib.h>
