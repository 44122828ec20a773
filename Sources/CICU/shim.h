/* ICU's bidirectional algorithm and break iterators (line, grapheme), for CanopyText.
 *
 * ICU's own headers cannot be imported beside Foundation, whose private copy of ICU defines
 * the same enums differently (clang refuses the two definitions). So this header takes only
 * the version macros that give the library's versioned symbol names, and declares the few
 * functions used with the plain C types their enums and handles are: error codes, bidi
 * levels and break-iterator kinds are int32_t/uint8_t; handles are opaque pointers. */
#include <stdint.h>
#include <unicode/uvernum.h>
/* The library's symbol for an ICU function: its name with the version suffix. */
#define CANOPY_ICU_STRING(x) #x
#define CANOPY_ICU_SYMBOL(x) CANOPY_ICU_STRING(x)
#define CANOPY_ICU(name) __asm__(CANOPY_ICU_SYMBOL(U_ICU_ENTRY_POINT_RENAME(name)))
typedef struct UBiDi UBiDi;
typedef struct UBreakIterator UBreakIterator;
UBiDi *ubidi_openSized(int32_t maxLength, int32_t maxRunCount, int32_t *errorCode) CANOPY_ICU(ubidi_openSized);
void ubidi_close(UBiDi *bidi) CANOPY_ICU(ubidi_close);
void ubidi_setPara(UBiDi *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel, uint8_t *embeddingLevels, int32_t *errorCode) CANOPY_ICU(ubidi_setPara);
const uint8_t *ubidi_getLevels(UBiDi *bidi, int32_t *errorCode) CANOPY_ICU(ubidi_getLevels);
void ubidi_reorderVisual(const uint8_t *levels, int32_t length, int32_t *indexMap) CANOPY_ICU(ubidi_reorderVisual);
int32_t ubidi_getBaseDirection(const uint16_t *text, int32_t length) CANOPY_ICU(ubidi_getBaseDirection);
UBreakIterator *ubrk_open(int32_t type, const char *locale, const uint16_t *text, int32_t textLength, int32_t *status) CANOPY_ICU(ubrk_open);
void ubrk_close(UBreakIterator *iterator) CANOPY_ICU(ubrk_close);
int32_t ubrk_first(UBreakIterator *iterator) CANOPY_ICU(ubrk_first);
int32_t ubrk_next(UBreakIterator *iterator) CANOPY_ICU(ubrk_next);
int32_t ubrk_getRuleStatus(UBreakIterator *iterator) CANOPY_ICU(ubrk_getRuleStatus);
