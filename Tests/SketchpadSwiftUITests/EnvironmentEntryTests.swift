import Testing
import SketchpadSwiftUI

/// `EnvironmentValues` as a chain of entries, newest first: values, shadowing, sharing, and a
/// chain that stays short however often one place writes.
@MainActor @Suite struct EnvironmentEntryTests {
    struct CountKey: EnvironmentKey { static let defaultValue = 0 }
    struct NameKey: EnvironmentKey { static let defaultValue = "none" }

    @Test func aValueReadsAsLastWrittenAndADefaultWhenNeverWritten() {
        var environment = EnvironmentValues()
        #expect(environment[CountKey.self] == 0)
        #expect(environment[NameKey.self] == "none")
        environment[CountKey.self] = 3
        environment[NameKey.self] = "a"
        environment[CountKey.self] = 4
        #expect(environment[CountKey.self] == 4)
        #expect(environment[NameKey.self] == "a")
        #expect(environment.font == nil)
        environment.font = .title
        #expect(environment.font == .title)
        #expect(environment.description == "EnvironmentValues(3 values set)")
    }

    @Test func aCopyWrittenLeavesTheOriginalAsItWas() {
        var parent = EnvironmentValues()
        parent[NameKey.self] = "parent"
        var child = parent
        child[CountKey.self] = 1
        child[NameKey.self] = "child"
        #expect(parent[NameKey.self] == "parent")
        #expect(parent[CountKey.self] == 0)
        #expect(child[NameKey.self] == "child")
        // The child shares the parent's entries behind its own.
        #expect(child.head?.next?.next === parent.head)
    }

    @Test func writingTheNewestKeyAgainReplacesItsEntry() {
        var environment = EnvironmentValues()
        environment[NameKey.self] = "a"
        for count in 0..<100 { environment[CountKey.self] = count }
        #expect(environment.head?.depth == 2)
        #expect(environment[CountKey.self] == 99)
    }

    @Test func aChainWrittenOverAndOverIsCompactedKeepingEveryValue() {
        var environment = EnvironmentValues()
        for count in 0..<1_000 {
            environment[CountKey.self] = count
            environment[NameKey.self] = "name \(count)"
        }
        #expect((environment.head?.depth ?? 0) <= EnvironmentEntry.compactionDepth)
        #expect(environment[CountKey.self] == 999)
        #expect(environment[NameKey.self] == "name 999")
        #expect(environment.description == "EnvironmentValues(2 values set)")
    }
}
