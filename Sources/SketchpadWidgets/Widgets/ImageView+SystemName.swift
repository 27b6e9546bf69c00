import SketchpadLayout

extension ImageView {
    /// An SF Symbols name, as SwiftUI's `Image(systemName:)` takes it: the icon set's glyph (see
    /// `Icon.lookup(_:)`), or, for a name the set lacks or iOS does not know, a placeholder of an
    /// icon's size and a warning (``symbolDiagnostic``) at the line that wrote the name, which
    /// `Scene.render` reports.
    ///
    /// ```swift
    /// let cup = ImageView(systemName: "cup.and.saucer")    // Material's local_cafe
    /// let odd = ImageView(systemName: "chevron.rigth")     // a placeholder, and
    /// odd.symbolDiagnostic?.description                    // "Mockup.swift:3: warning: 'chevron.rigth' is not …"
    /// ```
    public convenience init(systemName name: String, tint: Color? = nil, id: String? = nil,
                            file: StaticString = #fileID, line: UInt = #line) {
        let lookup = Icon.lookup(name)
        if case .icon(let icon) = lookup {
            self.init(icon: icon, tint: tint, id: id)
        } else {
            self.init(placeholderSize: Size(width: Self.iconSize, height: Self.iconSize), id: id)
            tintColor = tint
            symbolDiagnostic = lookup.diagnostic(at: SourceLocation(file: "\(file)", line: Int(line)))
        }
    }
}

extension View {
    /// The warnings of every view in this tree (this view first, then its subviews depth first)
    /// that shows an SF Symbols name as a placeholder (see ``Drawable/symbolPlaceholderDiagnostics``).
    ///
    /// ```swift
    /// for warning in root.symbolDiagnostics { print(warning) }
    /// ```
    public var symbolDiagnostics: [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ view: View) {
            if let drawable = view as? any Drawable { found += drawable.symbolPlaceholderDiagnostics }
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return found
    }
}
