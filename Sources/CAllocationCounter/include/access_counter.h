#ifndef SKETCHPAD_ACCESS_COUNTER_H
#define SKETCHPAD_ACCESS_COUNTER_H

/// Tests only: counts the formal accesses the calling thread checks for exclusivity at run time
/// (calls to the Swift runtime's `swift_beginAccess`) between `sketchpad_access_count_begin()`
/// and `sketchpad_access_count_end()` (which returns the count). Linking this module puts a
/// counting `swift_beginAccess` in front of the runtime's for the Swift code linked with it, so
/// only a test bundle may depend on it.
void sketchpad_access_count_begin(void);
long sketchpad_access_count_end(void);

#endif
