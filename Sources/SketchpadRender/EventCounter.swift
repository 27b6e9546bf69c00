import Foundation

/// How many times something happened while a test looked: the counter behind the task-local
/// probes tests use to check that work is done once, or not at all
/// (`CheckedDisplayList.validations`, `LocalizedStringResource.textsShown`).
///
/// ```swift
/// let counter = EventCounter()
/// try CheckedDisplayList.$validations.withValue(counter) { _ = try CheckedDisplayList(list) }
/// #expect(counter.count == 1)
/// ```
package final class EventCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    package init() {}
    package var count: Int { lock.withLock { value } }
    package func increment() { lock.withLock { value += 1 } }
}
