import Foundation
import SketchpadRender

#if !canImport(Darwin)
/// A reference to a localizable string (Foundation's `LocalizedStringResource`, which
/// Foundation on Linux does not have): made from a string literal, with interpolations, and
/// shown by `Text(_:)`. Renders use the key itself (no string tables), as ``LocalizedStringKey``.
///
/// ```swift
/// struct Banner: View {
///     let title: LocalizedStringResource
///     var body: some View { Text(title).font(.headline) }
/// }
/// Banner(title: "Import complete")
/// ```
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
    /// The key and its Markdown, as a `Text` shows it.
    package let localizedKey: LocalizedStringKey

    /// The key used to look up the string (here, the string itself).
    public var key: String { localizedKey.plainString }
    /// The name of the string table to search (nil: `Localizable`).
    public var table: String?
    /// The locale to use when looking up the string (a render's: US English).
    public var locale = Locale.render

    public init(stringLiteral value: String) { localizedKey = LocalizedStringKey(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }

    public var description: String { key }
}

extension Text {
    /// Creates a text view that displays a localized string resource (disfavoured, as SwiftUI's
    /// `Text(_:tableName:bundle:comment:)` is the one a literal picks: `Text("pts")` makes a
    /// `LocalizedStringKey`, not a resource around one).
    @_disfavoredOverload
    nonisolated public init(_ resource: LocalizedStringResource, fileID: StaticString = #fileID, line: UInt = #line) {
        LocalizedStringResource.textsShown?.increment()
        self.init(resource.localizedKey, fileID: fileID, line: line)
    }
}

extension LocalizedStringResource {
    /// Counts the texts made from a resource in a scope (nil: not counted), for tests that check
    /// which `Text` initialiser a literal picks.
    @TaskLocal package static var textsShown: EventCounter?
}

#endif
