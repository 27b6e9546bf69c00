/// Turns a view tree and its constraints into frames and diagnostics.
///
/// The root view is pinned to the canvas (origin 0,0, the canvas size). Every view and custom or
/// readable-content guide gets four solver variables (left, top, width, height, in canvas
/// coordinates); right, bottom, centres, leading/trailing and baselines are expressions of them.
/// Layout margins and safe-area guides are expressions of their view.
///
/// The engine never crashes on a bad layout: an inconsistent set of required constraints is
/// reported with every constraint involved and laid out without the one it had to break; invalid
/// constraints are reported and ignored; ambiguous, overlapping and overflowing views are reported.
///
/// ```swift
/// let engine = LayoutEngine(canvasSize: Size(width: 390, height: 844),
///                           safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
/// let result = engine.layout(root)
/// print(result.dump)
/// ```
///
/// **Algorithm.** (1) Measure content (labels through ``measurer``). (2) Build one solver
/// constraint per active constraint, plus the canvas pins, stack-generated constraints, and
/// hugging / compression-resistance pairs for intrinsic sizes. (3) Solve; a variable that nothing
/// determines keeps the solver's starting value 0, so ambiguous layouts still have one
/// deterministic answer. (4) Measure views whose height depends on their width (wrapping labels)
/// at their solved width and solve again, until the widths settle (at most
/// ``Options/maximumTextPasses`` solves). (5) Diagnose. Ambiguity is found by solving once more
/// with every variable's origin shifted by 10⁵ and the constraints added in reverse order: an
/// item whose position relative to its superview, or whose size, differs between the two
/// solutions is not determined by its constraints (missing constraints move with the shift; ties
/// between equally strong optional constraints flip with the order). A variable bounded only from
/// above by a negative value escapes this test.
public struct LayoutEngine {
    /// What to check and how hard to try.
    public struct Options: Sendable {
        /// Solve a second time to find ambiguous items (about doubles the solving time).
        public var detectsAmbiguity = true
        public var reportsOverlaps = true
        public var reportsOverflow = true
        /// Report optional constraints that are not met.
        public var reportsUnmetOptionals = true
        /// Report text that does not fit its view (``LayoutDiagnostic/Kind/textClipped``).
        public var reportsClippedText = true
        /// Report, as clipped too, a one-line text cut short with an ellipsis (off by default: it is
        /// how a label truncates). Pseudo-locale variants turn it on, to show what no longer fits.
        public var reportsTruncatedText = false
        /// Solver runs allowed for wrapping text to settle (at least 1).
        public var maximumTextPasses = 4
        /// Differences smaller than this (points) are not overlaps, overflows or ambiguities.
        public var tolerance = 0.01
        /// Pixels per point of the grid each view's edges are rounded to, relative to its
        /// superview, as UIKit rounds Auto Layout's frames (nil, the default: frames unrounded).
        /// Diagnostics judge the unrounded frames.
        public var pixelScale: Double?

        public init() {}
    }

    public var canvasSize: Size
    public var layoutDirection: LayoutDirection
    /// Insets of the root view's safe area (status bar, home indicator…).
    public var safeAreaInsets: EdgeInsets
    /// The root view's layout margins from the scene or device; nil uses the root view's own
    /// ``View/directionalLayoutMargins``.
    public var rootLayoutMargins: DirectionalEdgeInsets?
    public var measurer: any TextMeasuring
    public var options: Options

    public init(canvasSize: Size, layoutDirection: LayoutDirection = .leftToRight,
                safeAreaInsets: EdgeInsets = .zero, rootLayoutMargins: DirectionalEdgeInsets? = nil,
                measurer: any TextMeasuring = FixedAdvanceTextMeasurer(), options: Options = Options()) {
        self.canvasSize = canvasSize
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.measurer = measurer
        self.options = options
    }

    /// Lays out `root` and its subtree; also writes every view's ``View/frame`` and guide's
    /// ``LayoutGuide/layoutFrame``. The call site is recorded as the location of the canvas pins.
    public func layout(_ root: View, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutResult {
        let session = LayoutSession(engine: self, root: root,
                                    location: SourceLocation(fileID: file, line: line, column: column))
        return session.run()
    }
}

extension View {
    /// Lays out this view as the root of a canvas of `size` with default settings.
    ///
    /// ```swift
    /// let result = root.layout(in: Size(width: 320, height: 200))
    /// ```
    public func layout(in size: Size, layoutDirection: LayoutDirection = .leftToRight,
                       measurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutResult {
        LayoutEngine(canvasSize: size, layoutDirection: layoutDirection, measurer: measurer)
            .layout(self, file: file, line: line, column: column)
    }
}
