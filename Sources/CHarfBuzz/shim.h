/* HarfBuzz, the shaper CanopyText turns text into positioned glyphs with, over FreeType faces. */
#include <hb-ft.h>
