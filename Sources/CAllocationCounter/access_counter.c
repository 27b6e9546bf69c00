#define _GNU_SOURCE
#include "access_counter.h"
#include <dlfcn.h>
#include <stdint.h>

// The Swift runtime's entry point for a formal access checked for exclusivity at run time
// (swift/Runtime/Exclusivity.h: `void swift_beginAccess(void *pointer, ValueBuffer *buffer,
// ExclusivityFlags flags, void *pc)`, C calling convention, flags a uintptr_t). The test
// executable's definition takes the place of libswiftCore's for the Swift code linked into it;
// every call is handed on to the runtime's, found once with dlsym(RTLD_NEXT).
typedef void (*begin_access_function)(void *pointer, void *buffer, uintptr_t flags, void *pc);

static __thread int counting;
static __thread long count;

void swift_beginAccess(void *pointer, void *buffer, uintptr_t flags, void *pc) {
    static begin_access_function runtime;
    if (!runtime) runtime = (begin_access_function)dlsym(RTLD_NEXT, "swift_beginAccess");
    if (counting) count += 1;
    // A null pc makes the runtime name its caller in a diagnostic: that is this function's caller.
    runtime(pointer, buffer, flags, pc ? pc : __builtin_return_address(0));
}

void sketchpad_access_count_begin(void) {
    count = 0;
    counting = 1;
}

long sketchpad_access_count_end(void) {
    counting = 0;
    return count;
}
