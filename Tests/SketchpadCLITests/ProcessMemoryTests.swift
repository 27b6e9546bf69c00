import CProcessMemory
import Foundation
import Testing

/// The allocator setting the command line makes at start (see `SketchpadCommand.main`). Its
/// effect is measured by the layout bench, which prints page faults per layout (none with the
/// setting; 15,000 per 10k-view layout without): inside this test process, where tests share the
/// allocator's arenas across threads, page faults are not a reliable measure.
struct ProcessMemoryTests {
    /// On glibc the settings must be taken. (They once were not: the C file tested `__GLIBC__`
    /// before including any libc header, which is what defines it, so the call did nothing.)
    @Test(.enabled(if: Self.isGlibc)) func glibcTakesTheSettings() {
        #expect(sketchpad_retain_freed_memory(256 << 20) == 1)
    }

    static var isGlibc: Bool {
        #if canImport(Glibc)
        return true
        #else
        return false
        #endif
    }
}
