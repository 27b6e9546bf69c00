/// The badge `badge(_:)` gives a list row (its trailing text) or a tab item (a red bubble).
package enum BadgeTrait {
    package static let key = ObjectIdentifier(BadgeTrait.self)
}

extension View {
    /// Generates a badge for the view from an integer value (zero: no badge).
    ///
    /// ```swift
    /// Text("Inbox").badge(3)
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(12)
    /// ```
    public func badge(_ count: Int) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[BadgeTrait.key] = count == 0 ? nil : Text(verbatim: "\(count)") })
    }

    /// Generates a badge for the view from a text view.
    public func badge(_ label: Text?) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[BadgeTrait.key] = label })
    }

    /// Generates a badge for the view from a localized string key.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Generates a badge for the view from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

extension LayoutNode {
    /// The badge `badge(_:)` set on this view.
    package var badge: Text? { layoutValues[BadgeTrait.key] as? Text }
}
