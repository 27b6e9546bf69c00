/// A type that applies a custom appearance to all tables within a view (iOS draws every table the same).
public protocol TableStyle {}
/// The default table style in the current context.
public struct AutomaticTableStyle: TableStyle { public init() {} }
/// The table style that describes the behavior and appearance of a table with its content and selection inset from the table edges.
public struct InsetTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }

extension View {
    /// Sets the style for tables within this view (accepted; iOS draws the automatic and inset styles alike).
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }.tableStyle(.inset)
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
