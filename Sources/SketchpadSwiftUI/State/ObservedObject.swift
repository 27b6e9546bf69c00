/// A property wrapper type that subscribes to an observable object.
///
/// ```swift
/// struct ProfileView: View {
///     @ObservedObject var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A property wrapper type that instantiates an observable object, once per place in the view
/// tree (a render's passes share it).
///
/// ```swift
/// struct Library: View {
///     @StateObject private var model = LibraryModel()
///     var body: some View { Text("\(model.books.count) books") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    package let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    public var wrappedValue: ObjectType { box.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

package final class StateObjectBox<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }
    package var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
    package func adopt(_ object: ObjectType) { made = object }
}

extension StateObject: InstallableProperty {
    package func install(in context: InstallContext) throws {
        if let stored = context.session.storage[context.key] as? StateObjectBox<ObjectType> {
            box.adopt(stored.object)
        }
        context.session.storage[context.key] = box
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// (`environmentObject(_:)`). A render without one stops with an error that names the type.
///
/// ```swift
/// struct Header: View {
///     @EnvironmentObject var session: Session
///     var body: some View { Text(session.userName) }
/// }
/// Header().environmentObject(Session())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    package let box = EnvironmentBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let value = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return value
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    package func install(in context: InstallContext) throws {
        guard let object = context.environment.object(of: ObjectType.self) else {
            throw SwiftUIRenderError.missingEnvironmentObject(type: "\(ObjectType.self)", view: context.viewName)
        }
        box.value = object
    }
}

/// The value an `@Environment`-like property was given when its view was installed.
package final class EnvironmentBox<Value> {
    package var value: Value?
    package init() {}
}

extension EnvironmentValues {
    private struct ObjectKey<T>: EnvironmentKey { static var defaultValue: T? { nil } }

    /// The object `environmentObject(_:)` or `environment(_:)` put in the environment for its type.
    package func object<T>(of type: T.Type) -> T? { self[ObjectKey<T>.self] }

    package mutating func setObject<T>(_ object: T?, of type: T.Type) { self[ObjectKey<T>.self] = object }
}
