/// One problem (or remark) about a layout, with everything needed to find its cause.
///
/// ```swift
/// for d in result.diagnostics where d.severity == .error {
///     print(d)          // error: inconsistent: …, then one "file:line:col: note: …" line per constraint
/// }
/// ```
public struct LayoutDiagnostic: CustomStringConvertible {
    public enum Severity: Int, Comparable, Sendable, CustomStringConvertible {
        case info, warning, error
        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
        public var description: String {
            switch self {
            case .info: return "info"
            case .warning: return "warning"
            case .error: return "error"
            }
        }
    }

    public enum Kind: String, Sendable, CaseIterable {
        /// Required constraints that cannot all hold; one of them was ignored ("broken").
        case inconsistent
        /// An item's position or size is not determined by its constraints.
        case ambiguous
        /// Two visible siblings overlap.
        case overlapping
        /// A visible view extends outside its superview.
        case overflowing
        /// An optional constraint (priority < 1000) is not met; compressed content is reported here too.
        case unmetOptional
        /// A constraint that cannot be used: mixed attribute kinds, a position against a constant, …
        case invalidConstraint
        /// A constraint relates an item that is not in the laid-out view tree.
        case itemOutsideHierarchy
        /// A view's content could not be measured.
        case measurementFailed
        /// Wrapping text did not settle within the allowed number of passes.
        case textDidNotSettle
        /// A setting that has no effect here (e.g. baseline alignment in a vertical stack).
        case unsupported
        /// Required constraints make a view's width or height negative (one edge past the other):
        /// no picture can show it.
        case negativeSize
        /// Text that does not fit where its view draws it: lines cut off or outside the view's
        /// frame (or a clipping superview's), or no room at all. (One-line text cut short with an
        /// ellipsis is not reported: that is how a label truncates.)
        case textClipped
    }

    /// One constraint or place involved in a diagnostic.
    public struct Note: CustomStringConvertible {
        public let location: SourceLocation?
        public let message: String
        /// The constraint the note is about, when it is one.
        public let constraint: Constraint?

        public init(location: SourceLocation?, message: String, constraint: Constraint? = nil) {
            self.location = location
            self.message = message
            self.constraint = constraint
        }

        public var description: String {
            if let location { return "\(location): note: \(message)" }
            return "note: \(message)"
        }
    }

    public let severity: Severity
    public let kind: Kind
    public let message: String
    /// The views and guides concerned.
    public let items: [any LayoutItem]
    /// The attributes concerned (for ambiguity: which ones are not determined).
    public let attributes: [LayoutAttribute]
    /// The constraints and places involved, each with its source location.
    public let notes: [Note]
    /// The constraint the engine left out to lay out the rest (an inconsistent set, or a
    /// constraint with an unusable number), if any.
    public let ignored: Note?

    public init(severity: Severity, kind: Kind, message: String, items: [any LayoutItem] = [],
                attributes: [LayoutAttribute] = [], notes: [Note] = [], ignored: Note? = nil) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.items = items
        self.attributes = attributes
        self.notes = notes
        self.ignored = ignored
    }

    /// The source locations of everything involved, in order.
    public var locations: [SourceLocation] { notes.compactMap(\.location) }

    /// The constraints involved, in order.
    public var constraints: [Constraint] { notes.compactMap(\.constraint) }

    public var description: String {
        ([ "\(severity): \(kind.rawValue): \(message)" ] + notes.map { "  \($0)" }).joined(separator: "\n")
    }
}
