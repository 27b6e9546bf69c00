/// A uniform type identifier: the type of a file, of data in memory, or of another entity, as
/// UniformTypeIdentifiers declares it on Apple platforms.
///
/// Linux has no type database, so the types Sketchpad knows are the system-declared ones its
/// constants list (`UTType.png`, `.json`, `.url`…), with the identifiers, filename extensions,
/// MIME types and conformance Apple's "System-declared uniform type identifiers" documentation
/// gives them. `UTType(_:)` finds those; a type made with `init(exportedAs:conformingTo:)` or
/// `init(importedAs:conformingTo:)` conforms to its parent and, through it, to the parent's
/// supertypes. There is no Info.plist to read, so `UTType(_:)` with an app's own identifier is
/// nil, as it is on iOS for an identifier nothing declares.
///
/// ```swift
/// extension UTType {
///     static let todo = UTType(exportedAs: "com.example.todo")
/// }
/// UTType.png.conforms(to: .image)   // true
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The types this type conforms to directly.
    package let parents: [UTType]
    package let extensions: [String]
    package let mimeTypes: [String]
    /// Whether the system declares the type (false for a type made by `exportedAs`/`importedAs`).
    package let isSystem: Bool

    package init(declared identifier: String, parents: [UTType], extensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        isSystem = true
    }

    private init(custom identifier: String, parent: UTType?) {
        self.identifier = identifier
        parents = parent.map { [$0] } ?? []
        extensions = []
        mimeTypes = []
        isSystem = false
    }

    /// Creates the type with this identifier, or nil when no type with it is declared.
    public init?(_ identifier: String) {
        guard let declared = UTType.declared[identifier.lowercased()] else { return nil }
        self = declared
    }

    /// Creates a type your app owns and exports, conforming to `parentType`. Without one it
    /// conforms to `.data` (Sketchpad's choice: on iOS the app's Info.plist declares the parent).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(custom: identifier, parent: parentType ?? .data)
    }

    /// Creates a type another app owns that your app imports, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(custom: identifier, parent: parentType ?? .data)
    }

    /// Creates the declared type with this filename extension that conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let found = UTType.all.first(where: { $0.extensions.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = found
    }

    /// Creates the declared type with this MIME type that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let found = UTType.all.first(where: { $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = found
    }

    /// The type's preferred filename extension (without the dot), if it has one.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The type's preferred MIME type, if it has one.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// Whether the type is declared (system types and types made here are).
    public var isDeclared: Bool { true }
    /// Whether the system generated the type (never: Sketchpad has no dynamic types).
    public var isDynamic: Bool { false }
    /// Whether the type is one of the system's public types (identifier `public.…`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The type's description: its identifier (Linux has no localized type names).
    public var localizedDescription: String? { identifier }

    /// Every type this type conforms to, directly or through its parents, not itself.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending.append(contentsOf: next.parents)
        }
        return found
    }

    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
