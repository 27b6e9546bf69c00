/// Builds a list of views from the statements of a closure, so a view tree reads as one
/// expression (`if`, `if let`, `switch` and `for … in` work as in any result builder):
///
/// ```swift
/// let root = View(id: "root") {
///     Label("Welcome back", font: FontDescription(size: 28, weight: .bold)).id("title")
///     StackView(axis: .vertical, spacing: 12) {
///         TextField(placeholder: "Email")
///         if showsPassword { TextField(placeholder: "Password", isSecure: true) }
///         Button("Sign in")
///     }.id("form")
/// }
/// ```
@resultBuilder
public enum SubviewBuilder {
    public static func buildExpression(_ view: View) -> [View] { [view] }
    public static func buildExpression(_ views: [View]) -> [View] { views }
    public static func buildBlock(_ components: [View]...) -> [View] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [View]?) -> [View] { component ?? [] }
    public static func buildEither(first component: [View]) -> [View] { component }
    public static func buildEither(second component: [View]) -> [View] { component }
    public static func buildArray(_ components: [[View]]) -> [View] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [View]) -> [View] { component }
}

extension View {
    /// A view holding the views `subviews` builds, in order.
    public convenience init(id: String? = nil, @SubviewBuilder subviews: () -> [View]) {
        self.init(id: id)
        for view in subviews() { addSubview(view) }
    }

    /// Adds the views `subviews` builds, in order; returns the view for chaining.
    @discardableResult
    public func addSubviews(@SubviewBuilder _ subviews: () -> [View]) -> Self {
        for view in subviews() { addSubview(view) }
        return self
    }

    /// Sets ``id`` and returns the view, for trees built in one expression.
    @discardableResult
    public func id(_ id: String) -> Self {
        self.id = id
        return self
    }
}

extension StackView {
    /// A stack arranging the views `arrangedSubviews` builds, in order.
    public convenience init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
                            spacing: Double = 0, id: String? = nil,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                            @SubviewBuilder arrangedSubviews: () -> [View]) {
        self.init(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                  arrangedSubviews: arrangedSubviews(), id: id, file: file, line: line, column: column)
    }
}
