/// A view that lays out a row or a column of views (UIKit's `UIStackView`), by generating
/// constraints when the engine runs. The rules it follows are documented on ``Distribution`` and
/// ``Alignment``; in short:
///
/// - Arranged subviews are also subviews; hidden ones collapse (they get no stack constraints and
///   no spacing) and are not checked by diagnostics.
/// - Along the axis, the first visible view touches the leading (top) edge of the stack's box, the
///   last touches the trailing (bottom) edge, and neighbours are `spacing` apart, or the custom
///   spacing set after the earlier one. The box is the stack's bounds, or its layout margins when
///   ``isLayoutMarginsRelativeArrangement`` is true.
/// - Across the axis, views follow ``alignment``; when the stack's own size across the axis is not
///   otherwise constrained it hugs its largest arranged view.
/// - Baselines: a horizontal stack's first and last baselines are those of its first visible
///   arranged view; a vertical stack's are those of its first and last visible arranged views.
///
/// ```swift
/// let form = StackView(axis: .vertical, spacing: 12, arrangedSubviews: [title, email, signIn])
/// form.alignment = .fill
/// root.addSubview(form)
/// ```
open class StackView: View {
    /// The standard spacing between siblings and in `-` of the visual format language: 8 points.
    public static let standardSpacing: Double = 8

    /// How arranged views share the length of the stack along its axis.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        /// Views keep their intrinsic lengths where they can; the stack stretches the view with the
        /// lowest content-hugging priority and compresses the one with the lowest compression
        /// resistance. **Tie-break** (where UIKit says only "by index"): among equal priorities the
        /// *last* arranged view stretches or shrinks first, the first view keeps its intrinsic length
        /// longest (each view with an intrinsic length gets a tie-break pull towards it, weaker than
        /// any priority 1 constraint and weaker for later views).
        case fill
        /// All visible views get the same length (required).
        case fillEqually
        /// Views with an intrinsic length share the stack's length in proportion to it:
        /// `length(i) × intrinsic(j) == length(j) × intrinsic(i)` at priority 999 (so required
        /// constraints win). Views without an intrinsic length on the axis take no part in the
        /// proportion and behave as in ``fill``. Spacing is not proportional: it is subtracted first.
        case fillProportionally
        /// Views keep their intrinsic lengths (as in ``fill``); the gaps between them are equal
        /// (required) and at least their spacing (required). If the views do not fit, they compress
        /// by compression resistance and the gaps stay at the spacing.
        case equalSpacing
        /// The centres of neighbouring views are equally far apart (priority 999) while every gap
        /// stays at least its spacing (required); when that cannot hold, views compress.
        case equalCentering
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Views span the stack's box across the axis (required).
        case fill
        /// Leading edges on the box's leading edge (vertical stacks); for horizontal stacks this is `top`.
        case leading
        /// Trailing edges on the box's trailing edge (vertical stacks); for horizontal stacks this is `bottom`.
        case trailing
        /// Centres on the box's centre.
        case center
        /// Horizontal stacks only: first baselines equal; a vertical stack treats it as ``leading`` and warns.
        case firstBaseline
        /// Horizontal stacks only: last baselines equal; a vertical stack treats it as ``leading`` and warns.
        case lastBaseline

        /// The same as ``leading`` (for horizontal stacks).
        public static let top = Alignment.leading
        /// The same as ``trailing`` (for horizontal stacks).
        public static let bottom = Alignment.trailing
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// The space between neighbours (default 0, like UIKit); ``standardSpacing`` is 8.
    public var spacing: Double
    /// Arrange inside the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false
    /// Where the stack was created (a Swift file and line, or a template's line and column), for
    /// diagnostics about the constraints it generates.
    public var location: SourceLocation

    public private(set) var arrangedSubviews: [View] = []
    var customSpacings: [(view: View, spacing: Double)] = []

    public init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, arrangedSubviews: [View] = [], id: String? = nil,
                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.location = SourceLocation(fileID: file, line: line, column: column)
        super.init(id: id)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
    }

    /// Sets the spacing after `view` (instead of ``spacing``). Ignored while `view` is hidden or last.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings.removeAll { $0.view === view }
        customSpacings.append((view, spacing))
    }

    /// The custom spacing after `view`, or nil.
    public func customSpacing(after view: View) -> Double? {
        customSpacings.first { $0.view === view }?.spacing
    }

    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    open override var viewForFirstBaselineLayout: View {
        visibleArrangedSubviews.first?.viewForFirstBaselineLayout ?? self
    }

    open override var viewForLastBaselineLayout: View {
        let visible = visibleArrangedSubviews
        let view = axis == .vertical ? visible.last : visible.first
        return view?.viewForLastBaselineLayout ?? self
    }
}
