#ifndef SKETCHPAD_ALLOCATION_COUNTER_H
#define SKETCHPAD_ALLOCATION_COUNTER_H

/// Tests only: counts the calls to `malloc` the calling thread makes between
/// `sketchpad_allocation_count_begin()` and `sketchpad_allocation_count_end()` (which returns the
/// count). Every Swift heap object, array and string buffer is one. Linking this module replaces
/// the process's `malloc` with one that counts (on the measuring thread only) and hands every
/// call on to glibc's, so only a test bundle may depend on it.
void sketchpad_allocation_count_begin(void);
long sketchpad_allocation_count_end(void);

#endif
