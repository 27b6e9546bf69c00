/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Library.self) private var library      // an @Observable object
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object
    }

    package let source: Source
    package let box = EnvironmentBox<Value>()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Creates an environment property to read an observable object (`environment(_:)`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { source = .object }

    /// The current value of the environment property (before installation: the default).
    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object: fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
    }
}

extension Environment: InstallableProperty {
    package func install(in context: InstallContext) throws {
        switch source {
        case .keyPath(let keyPath):
            box.value = context.environment[keyPath: keyPath]
        case .object:
            guard let object = context.environment.object(of: Value.self) else {
                throw SwiftUIRenderError.missingEnvironmentObject(type: "\(Value.self)", view: context.viewName)
            }
            box.value = object
        }
    }
}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects (`@Observable` classes).
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

/// A property wrapper type that reflects a value from `UserDefaults`. A render shows the
/// default value given in the code, never what a machine's defaults hold, so pictures do not
/// depend on where they are made.
///
/// ```swift
/// @AppStorage("username") private var username = "Guest"
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    package let box: StateBox<Value>
    public let key: String

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    private init(value: Value, key: String) {
        box = StateBox(value)
        self.key = key
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue, key: key)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue, key: key)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil, key: key) }
}

extension AppStorage: InstallableProperty {
    package func install(in context: InstallContext) throws {
        if let stored = context.session.storage[context.key] as? StateBox<Value>, stored !== box { box.value = stored.value }
        box.changes = context.session.changes
        context.session.storage[context.key] = box
    }
}
