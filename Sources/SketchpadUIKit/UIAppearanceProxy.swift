/// What `appearance()` returns: records the properties set on it for a class (and, optionally,
/// containers and traits), so instances made afterwards take them. See ``UIAppearance``.
///
/// ```swift
/// UITabBar.appearance().tintColor = .systemPink
/// UINavigationBar.appearance().isTranslucent = false
/// ```
@preconcurrency @MainActor @dynamicMemberLookup
public final class UIAppearanceProxy<Element: UIAppearance> {
    let scope: UIAppearanceRegistry.Scope

    init(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) {
        scope = UIAppearanceRegistry.Scope(element: Element.self, containers: containers, trait: trait)
    }

    /// An optional property: what was recorded, or nil.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Element, Value?>) -> Value? {
        get { UIAppearanceRegistry.recorded(keyPath, in: scope) as? Value }
        set { record(keyPath, newValue) }
    }

    /// A property that always has a value: what was recorded, or the class's default
    /// (read from an instance made for the purpose when the class can be made here).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Element, Value>) -> Value {
        get {
            if let value = UIAppearanceRegistry.recorded(keyPath, in: scope) as? Value { return value }
            let value = UIAppearanceRegistry.defaultValue(of: keyPath)
            // An object read to be changed (`appearance().standardAppearance.backgroundColor = …`)
            // is recorded, so the change reaches new instances.
            if Value.self is AnyObject.Type { record(keyPath, value) }
            return value
        }
        set { record(keyPath, newValue) }
    }

    func record<Value>(_ keyPath: ReferenceWritableKeyPath<Element, Value>, _ value: Value) {
        UIAppearanceRegistry.record(UIAppearanceRegistry.Entry(scope: scope, keyPath: keyPath, value: value, apply: { object in
            guard let element = object as? Element else { return }
            element[keyPath: keyPath] = value
        }, read: { object in (object as? Element).map { $0[keyPath: keyPath] } }))
    }

    /// Records a call made for a key (a state, a bar metrics), replayed on new instances.
    func recordCall(_ key: AnyHashable, _ call: @escaping @MainActor (Element) -> Void) {
        UIAppearanceRegistry.record(UIAppearanceRegistry.Entry(scope: scope, key: key, apply: { object in
            guard let element = object as? Element else { return }
            call(element)
        }))
    }
}
