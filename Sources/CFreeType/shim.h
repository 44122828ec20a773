/* The C library CanopyText measures text with: FreeType, with its advance API. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
