import CProcessMemory
import Foundation
import Testing

/// The allocator setting the command line makes at start (see `SketchpadCommand.main`).
struct ProcessMemoryTests {
    /// On glibc the settings must be taken. (They once were not: the C file tested `__GLIBC__`
    /// before including any libc header, which is what defines it, so the call did nothing.)
    @Test(.enabled(if: Self.isGlibc)) func glibcTakesTheSettings() {
        #expect(sketchpad_retain_freed_memory(256 << 20) == 1)
    }

    /// Freed memory is then reused: allocating 64 MiB in blocks of 1 MiB, freeing it and doing it
    /// again faults (almost) no new pages the second time. With glibc's defaults the freed blocks
    /// go back to the kernel and the second round faults all 16,384 pages again.
    @Test(.enabled(if: Self.isGlibc)) func freedMemoryIsReusedWithoutNewPageFaults() {
        #expect(sketchpad_retain_freed_memory(256 << 20) == 1)
        func touchBlocks() {
            var blocks: [UnsafeMutableRawPointer] = []
            for _ in 0..<64 {
                let p = malloc(1 << 20)!
                memset(p, 1, 1 << 20)
                blocks.append(p)
            }
            for p in blocks { free(p) }
        }
        touchBlocks()
        let before = threadMinorFaults()
        touchBlocks()
        #expect(threadMinorFaults() - before < 1_000)
    }

    static var isGlibc: Bool {
        #if canImport(Glibc)
        return true
        #else
        return false
        #endif
    }

    /// Minor page faults of this thread (other tests run in parallel on other threads).
    private func threadMinorFaults() -> Int {
        #if canImport(Glibc)
        var usage = rusage()
        // RUSAGE_THREAD (Linux), which the header declares only under _GNU_SOURCE.
        let rusageThread: __rusage_who_t = 1
        getrusage(rusageThread, &usage)
        return usage.ru_minflt
        #else
        return 0
        #endif
    }
}
