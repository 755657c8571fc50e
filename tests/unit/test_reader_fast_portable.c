/* test_reader_fast_portable.c: test_reader_fast.c on the scanner's portable code (word-wide
 * tests instead of SSE2), the code of every machine without SSE2 (the WebAssembly build). */
#define GG_PORTABLE_SCAN
#include "test_reader_fast.c"
