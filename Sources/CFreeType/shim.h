/* The C library CanopyText measures text with: FreeType, with its advance API and its
   TrueType tables (the OS/2 table places strikethrough). */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
