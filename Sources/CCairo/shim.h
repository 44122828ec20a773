#include <cairo/cairo.h>
#include <png.h>
#include <zlib.h>
