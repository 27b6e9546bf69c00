import SketchpadLayout

extension Icon {
    /// What an SF Symbols name draws as: the icon set's glyph, a placeholder for a real name the
    /// set has no glyph for, or nothing iOS knows. Every front end asks this one question
    /// (templates, ``ImageView/init(systemName:tint:id:file:line:)``, SketchpadUIKit's
    /// `UIImage(systemName:)`, the SwiftUI layer's `Image(systemName:)`).
    ///
    /// ```swift
    /// Icon.lookup("heart.fill")        // .icon(Icon("heart.fill")!)
    /// Icon.lookup("cup.and.saucer")    // .icon(…): drawn with Material's local_cafe
    /// Icon.lookup("arcade.stick.console")   // .unmapped: a real name with no glyph here
    /// Icon.lookup("chevron.rigth")     // .unknown("chevron.rigth", nearest: ["chevron.right"])
    /// ```
    public enum Lookup: Hashable, Sendable {
        /// A name the icon set draws.
        case icon(Icon)
        /// An SF Symbols name iOS knows that the icon set has no glyph for: draw a placeholder and warn.
        case unmapped(String)
        /// Not an SF Symbols name iOS knows; `nearest` are the closest names that are (up to three).
        case unknown(String, nearest: [String])
    }

    /// The icon, placeholder or error `name` stands for.
    public static func lookup(_ name: String) -> Lookup {
        if let icon = Icon(name) { return .icon(icon) }
        if isSystemName(name) { return .unmapped(name) }
        return .unknown(name, nearest: Suggestions.nearest(to: name, in: systemNames))
    }

    /// Whether iOS knows `name` as an SF Symbols name (SF Symbols 7's names and the older ones iOS
    /// 17 still accepts), whether or not the icon set draws it.
    public static func isSystemName(_ name: String) -> Bool { systemNameSet.contains(name) }

    /// Every SF Symbols name iOS knows, sorted.
    public static var systemNames: [String] { systemNameList }

    private static let systemNameList: [String] = systemNamesText.split(separator: "\n").map(String.init)
    private static let systemNameSet = Set(systemNameList)
}

extension Icon.Lookup {
    /// The warning for a name that draws a placeholder, at `location` (nil for `Icon.Lookup.icon(_:)`).
    ///
    /// ```swift
    /// Icon.lookup("chevron.rigth").diagnostic(at: SourceLocation(file: "Mockup.swift", line: 12))?.description
    /// // "Mockup.swift:12: warning: 'chevron.rigth' is not an SF Symbols name …"
    /// ```
    public func diagnostic(at location: SourceLocation?) -> Diagnostic? {
        switch self {
        case .icon:
            return nil
        case .unmapped(let name):
            return Diagnostic(severity: .warning, kind: .icon,
                              message: "SF Symbol '\(name)' has no glyph in Sketchpad's icon set; it draws a placeholder",
                              hint: "ICONS.md lists the symbols drawn", location: location)
        case .unknown(let name, let nearest):
            return Diagnostic(severity: .warning, kind: .icon,
                              message: "'\(name)' is not an SF Symbols name; it draws a placeholder",
                              hint: nearest.isEmpty ? "ICONS.md lists the symbols drawn" : "nearest: " + nearest.joined(separator: ", "),
                              location: location)
        }
    }
}

extension Diagnostic.Kind {
    /// An SF Symbols name drawn as a placeholder: one the icon set lacks, or no SF Symbols name at all.
    public static let icon = Diagnostic.Kind("icon")
}
