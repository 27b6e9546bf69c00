/// What a list row says about itself: its insets, background, separators (`listRowInsets(_:)`,
/// `listRowBackground(_:)`, `listRowSeparator(_:edges:)`), kept on its node until the list lays it out.
package enum ListRowTrait {
    package static let insets = ObjectIdentifier(EdgeInsetsBox.self)
    package static let background = ObjectIdentifier(BackgroundBox.self)
    package static let separator = ObjectIdentifier(SeparatorBox.self)
    package static let separatorTint = ObjectIdentifier(SeparatorTintBox.self)

    package struct EdgeInsetsBox { let insets: EdgeInsets? }
    package struct BackgroundBox { let view: AnyView? }
    package struct SeparatorBox { let visibility: Visibility }
    package struct SeparatorTintBox { let color: Color? }
}

extension View {
    /// Applies an inset to the rows in a list.
    ///
    /// ```swift
    /// Text("Edge to edge").listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ListRowTrait.insets] = ListRowTrait.EdgeInsetsBox(insets: insets) })
    }

    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ListRowTrait.background] = ListRowTrait.BackgroundBox(view: view.map { AnyView($0) }) })
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ListRowTrait.separator] = ListRowTrait.SeparatorBox(visibility: visibility) })
    }

    /// Sets the tint color associated with a row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ListRowTrait.separatorTint] = ListRowTrait.SeparatorTintBox(color: color) })
    }

    /// Sets whether to hide the separator associated with a list section (no effect in a still).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the header prominence for this view (no effect in a still).
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable { case standard, increased }

extension VerticalEdge {
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension LayoutNode {
    package var rowInsets: EdgeInsets? { (layoutValues[ListRowTrait.insets] as? ListRowTrait.EdgeInsetsBox)?.insets }
    package var rowBackground: AnyView? { (layoutValues[ListRowTrait.background] as? ListRowTrait.BackgroundBox)?.view }
    package var rowSeparatorHidden: Bool { (layoutValues[ListRowTrait.separator] as? ListRowTrait.SeparatorBox)?.visibility == .hidden }
    package var rowSeparatorTint: Color? { (layoutValues[ListRowTrait.separatorTint] as? ListRowTrait.SeparatorTintBox)?.color }
}
