#include "process_memory.h"

// First a libc header: it defines __GLIBC__ (stddef.h, from the compiler, does not).
#include <limits.h>

#if defined(__GLIBC__)
#include <malloc.h>

int sketchpad_retain_freed_memory(size_t bytes) {
    // 32 MiB is the largest mmap threshold glibc accepts on 64-bit systems; setting it also turns
    // off glibc's dynamic threshold, so the choice does not depend on what was freed before.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    int trimmed = mallopt(M_TRIM_THRESHOLD, bytes > INT_MAX ? INT_MAX : (int)bytes);
    return mapped && trimmed;
}
#else
int sketchpad_retain_freed_memory(size_t bytes) {
    (void)bytes;
    return 0;
}
#endif
