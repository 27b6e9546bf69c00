#ifndef SKETCHPAD_PROCESS_MEMORY_H
#define SKETCHPAD_PROCESS_MEMORY_H

#include <stddef.h>

/// Asks the C allocator to keep up to `bytes` of freed memory for reuse instead of handing it back
/// to the kernel, and to serve blocks up to 32 MiB from that reusable heap rather than from fresh
/// mappings. For processes that lay out many scenes in a row (the command line's batches, the
/// layout benchmark): glibc otherwise unmaps a large layout's memory as soon as it is freed, and
/// the next layout pays a page fault (and the kernel's zeroing) for every page again. Only an
/// executable should call this, once, at start: it is a process-wide setting.
///
/// Returns 1 if the allocator took the settings, 0 where it has no such settings (not glibc).
int sketchpad_retain_freed_memory(size_t bytes);

#endif
