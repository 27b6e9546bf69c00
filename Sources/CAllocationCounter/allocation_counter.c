#include "allocation_counter.h"
#include <stddef.h>

// glibc's allocator, which the `malloc` below calls: the executable's `malloc` takes the place of
// libc's for every caller in the process (symbol interposition), so frees and reallocs, which
// stay libc's, see glibc's blocks as before.
extern void *__libc_malloc(size_t size);

static __thread int counting;
static __thread long count;

void *malloc(size_t size) {
    if (counting) count += 1;
    return __libc_malloc(size);
}

void sketchpad_allocation_count_begin(void) {
    count = 0;
    counting = 1;
}

long sketchpad_allocation_count_end(void) {
    counting = 0;
    return count;
}
