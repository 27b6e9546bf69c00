/// Every appearance proxy's recorded values, in the order they were set (global state, as in
/// UIKit). A SwiftUI render restores it when it ends (`UIApplication.connectRenderWindow`),
/// and `isolated(_:)` does the same around any code, so one render or test cannot style the next.
@MainActor package enum UIAppearanceRegistry {
    /// Which instances a proxy styles: a class, inside containers, under traits.
    struct Scope {
        let element: AnyObject.Type
        let containers: [any UIAppearanceContainer.Type]
        let trait: UITraitCollection?

        /// Whether two proxies are the same one (`appearance()` called twice gives equal scopes).
        func isSame(as other: Scope) -> Bool {
            ObjectIdentifier(element) == ObjectIdentifier(other.element)
                && containers.map { ObjectIdentifier($0) } == other.containers.map { ObjectIdentifier($0) }
                && isSameTrait(trait, other.trait)
        }

        private func isSameTrait(_ a: UITraitCollection?, _ b: UITraitCollection?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.containsTraits(in: b) && b.containsTraits(in: a)
        }
    }

    /// One recorded setting: a property's value, or a `set…(_:for:)` call for a key.
    struct Entry {
        let scope: Scope
        let key: AnyHashable
        let value: Any?
        let apply: @MainActor (AnyObject) -> Void
        /// Reads the property from an instance (nil for calls): a scoped value only replaces a
        /// value the instance did not set itself.
        let read: (@MainActor (AnyObject) -> Any?)?

        init(scope: Scope, keyPath: AnyKeyPath, value: Any, apply: @escaping @MainActor (AnyObject) -> Void,
             read: @escaping @MainActor (AnyObject) -> Any?) {
            self.scope = scope
            key = keyPath
            self.value = value
            self.apply = apply
            self.read = read
        }

        init(scope: Scope, key: AnyHashable, apply: @escaping @MainActor (AnyObject) -> Void) {
            self.scope = scope
            self.key = key
            value = nil
            self.apply = apply
            read = nil
        }
    }

    private(set) static var entries: [Entry] = []
    /// Whether some entry is scoped to containers (else adding a subview costs nothing).
    private static var hasContainedEntries = false

    static func record(_ entry: Entry) {
        entries.removeAll { $0.scope.isSame(as: entry.scope) && $0.key == entry.key }
        entries.append(entry)
        hasContainedEntries = hasContainedEntries || !entry.scope.containers.isEmpty
    }

    static func recorded(_ keyPath: AnyKeyPath, in scope: Scope) -> Any? {
        entries.last { $0.scope.isSame(as: scope) && $0.key == AnyHashable(keyPath) }?.value
    }

    /// What the proxies record now, for ``restore(_:)``.
    package struct Saved { fileprivate let entries: [Entry]; fileprivate let hasContainedEntries: Bool }

    package static func saved() -> Saved { Saved(entries: entries, hasContainedEntries: hasContainedEntries) }

    package static func restore(_ saved: Saved) {
        entries = saved.entries
        hasContainedEntries = saved.hasContainedEntries
    }

    /// Runs `body` and then restores every proxy to what it was before.
    package static func isolated<T>(_ body: () throws -> T) rethrows -> T {
        let saved = (entries, hasContainedEntries)
        defer { (entries, hasContainedEntries) = saved }
        return try body()
    }

    /// Forgets every proxy's values (tests call this; a render restores rather than clears).
    package static func reset() {
        entries = []
        hasContainedEntries = false
    }

    /// Gives a new instance what the proxies of its class (and superclasses) record, superclasses'
    /// first so the more specific class wins; remembers what scoped proxies may replace later.
    static func applyOnInit(_ object: AnyObject) {
        guard !entries.isEmpty else { return }
        let traits = UITraitCollection.current
        let matching = entries.filter { entry in
            isInstance(object, of: entry.scope.element)
                && (entry.scope.trait.map { traits.containsTraits(in: $0) } ?? true)
        }
        for entry in ordered(matching) where entry.scope.containers.isEmpty { entry.apply(object) }
        guard let view = object as? UIView else { return }
        var initial: [AnyHashable: Any?] = [:]
        for entry in matching where !entry.scope.containers.isEmpty {
            if initial[entry.key] == nil { initial[entry.key] = entry.read?(object) }
        }
        if !initial.isEmpty { view.appearanceInitialValues = initial }
    }

    /// Gives `view` and its subviews what proxies scoped to containers they are now inside
    /// record; called when `view` is added to a superview.
    static func applyContained(to view: UIView) {
        guard hasContainedEntries else { return }
        var stack = [view]
        while let next = stack.popLast() {
            stack.append(contentsOf: next.subviews)
            guard var initial = next.appearanceInitialValues else { continue }
            let chain = containerChain(of: next)
            let matching = entries.filter { entry in
                !entry.scope.containers.isEmpty && isInstance(next, of: entry.scope.element)
                    && isContained(in: entry.scope.containers, chain: chain)
            }
            for entry in ordered(matching) {
                // A value the view set itself (since it was made) wins.
                if let read = entry.read, let before = initial[entry.key], !isSameValue(read(next), before) { continue }
                entry.apply(next)
                if let read = entry.read { initial[entry.key] = read(next) }
            }
            next.appearanceInitialValues = initial
        }
    }

    /// Entries ordered so a superclass's apply before a subclass's (stable otherwise).
    private static func ordered(_ entries: [Entry]) -> [Entry] {
        let depths = entries.map { entry in entries.filter { isSubclass(entry.scope.element, of: $0.scope.element) }.count }
        return zip(depths, entries).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element.1 }
    }

    /// The view's ancestors (nearest first), each followed by the view controllers whose views they are.
    private static func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            if let owner = ancestor.owningViewController { chain.append(owner) }
            current = ancestor.superview
        }
        return chain
    }

    /// Whether the containers (in ascending order, innermost first, as UIKit lists them) are found
    /// in that order up the chain.
    private static func isContained(in containers: [any UIAppearanceContainer.Type], chain: [AnyObject]) -> Bool {
        var index = chain.startIndex
        for container in containers {
            guard let found = chain[index...].firstIndex(where: { isInstance($0, of: container) }) else { return false }
            index = found + 1
        }
        return true
    }

    private static func isInstance(_ object: AnyObject, of type: AnyObject.Type) -> Bool {
        isSubclass(Swift.type(of: object), of: type)
    }

    private static func isSubclass(_ type: AnyObject.Type, of base: AnyObject.Type) -> Bool {
        func check<Base>(_ base: Base.Type) -> Bool { type is Base.Type }
        return check(base)
    }

    /// Whether two values read from a property are the same (equal, or the same object).
    private static func isSameValue(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
            return true
        default: return false
        }
    }

    /// A property's value on a freshly made instance of one of Sketchpad's classes.
    static func defaultValue<Element, Value>(of keyPath: KeyPath<Element, Value>) -> Value {
        guard let instance = prototype(of: Element.self) else {
            preconditionFailure("\(Element.self).appearance(): read a property before setting it; Sketchpad can read a default only for its own classes")
        }
        return instance[keyPath: keyPath]
    }

    private static func prototype<Element>(of type: Element.Type) -> Element? {
        let factories: [@MainActor () -> AnyObject] = [
            { UINavigationBar() }, { UITabBar() }, { UIToolbar() }, { UISearchBar() }, { UISwitch() },
            { UISegmentedControl() }, { UIPageControl() }, { UILabel() }, { UIButton() }, { UIView() },
            { UIBarButtonItem() }, { UITabBarItem() }, { UISlider() }, { UIProgressView() }, { UIStepper() },
        ]
        // Made without proxies applied: the class's own default.
        let saved = entries
        entries = []
        defer { entries = saved }
        for factory in factories {
            let instance = factory()
            if ObjectIdentifier(Swift.type(of: instance)) == ObjectIdentifier(type), let element = instance as? Element { return element }
        }
        return nil
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
