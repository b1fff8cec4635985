/* fuzz-common.h — what the fuzz targets share: a library holding the
 * shipped games and the test game, with their rules registered. */
#pragma once

#include "bh-test-util.h"

#include <stddef.h>
#include <stdint.h>

/* Set up once per process; the library is never freed. */
BhLibrary *fuzz_library (void);
/* A scratch folder for the process (removed at exit). */
const char *fuzz_scratch (void);

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
