import Foundation

/// Runs `body` on a thread with a 512 KB stack, like a rendering worker's, and returns its value.
func onSmallStack<T>(_ body: @escaping @Sendable () -> T) -> T {
    let box = SmallStackResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    return box.value!
}

/// The value `onSmallStack` hands back. The thread writes it before it signals and the caller reads
/// it after waiting, so the semaphore orders every access: no lock is needed, hence `@unchecked`.
final class SmallStackResult<T>: @unchecked Sendable {
    var value: T?
}
