/// One value set in an ``EnvironmentValues`` and the values set before it.
package class EnvironmentEntry: @unchecked Sendable {
    package let key: ObjectIdentifier
    package let next: EnvironmentEntry?
    /// The entries in this chain (this one and those after it).
    package let depth: Int

    /// Past this many entries a write rebuilds the chain from its distinct keys (a value set again
    /// and again in one place would otherwise lengthen every later read).
    package static var compactionDepth: Int { 64 }

    init(key: ObjectIdentifier, next: EnvironmentEntry?) {
        self.key = key
        self.next = next
        self.depth = (next?.depth ?? 0) + 1
    }

    /// The keys of the chain, newest first, each once.
    var distinctKeys: [ObjectIdentifier] {
        var keys: [ObjectIdentifier] = []
        var entry: EnvironmentEntry? = self
        while let current = entry {
            if !keys.contains(current.key) { keys.append(current.key) }
            entry = current.next
        }
        return keys
    }

    /// A copy of this entry in front of `next`.
    func copy(before next: EnvironmentEntry?) -> EnvironmentEntry { fatalError("subclass") }

    /// The same values with every shadowed entry left out, in the same order.
    func compacted() -> EnvironmentEntry? {
        var kept: [EnvironmentEntry] = []
        var seen: [ObjectIdentifier] = []
        var entry: EnvironmentEntry? = self
        while let current = entry {
            if !seen.contains(current.key) { seen.append(current.key); kept.append(current) }
            entry = current.next
        }
        var result: EnvironmentEntry?
        for entry in kept.reversed() { result = entry.copy(before: result) }
        return result
    }
}

/// An entry holding a value of type `Value`.
final class EnvironmentValue<Value>: EnvironmentEntry, @unchecked Sendable {
    let value: Value

    init(key: ObjectIdentifier, value: Value, next: EnvironmentEntry?) {
        self.value = value
        super.init(key: key, next: next)
    }

    override func copy(before next: EnvironmentEntry?) -> EnvironmentEntry { EnvironmentValue(key: key, value: value, next: next) }
}
