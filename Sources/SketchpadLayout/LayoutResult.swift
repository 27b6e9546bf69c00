import Cassowary

/// The output of ``LayoutEngine/layout(_:file:line:column:)``: a frame for every view and guide,
/// and the diagnostics. Inputs (views, constraints) are never changed by layout, except that each
/// view's ``View/frame`` and each guide's ``LayoutGuide/layoutFrame`` are set for convenience.
///
/// ```swift
/// let result = LayoutEngine(canvasSize: Size(width: 320, height: 480)).layout(root)
/// result.frame(of: title)            // Rect?
/// result.frame(ofID: "title")        // by View.id
/// result.errors.isEmpty
/// let pixels = result.snapped(toScale: 2)
/// ```
public struct LayoutResult {
    /// One item and its frame in canvas coordinates.
    public struct Entry {
        public let item: any LayoutItem
        public let frame: Rect
        /// For views with text: the y of the first and last baselines, in canvas coordinates.
        public var baselines: (first: Double, last: Double)? = nil

        public init(item: any LayoutItem, frame: Rect, baselines: (first: Double, last: Double)? = nil) {
            self.item = item
            self.frame = frame
            self.baselines = baselines
        }
    }

    public let canvasSize: Size
    public let layoutDirection: LayoutDirection
    /// Every view of the tree in depth-first order, each followed by its guides.
    public let entries: [Entry]
    /// Problems, most severe first, then in the order found.
    public let diagnostics: [LayoutDiagnostic]
    /// How many times the solver ran to let wrapping text settle (1 when nothing wraps).
    package let textPasses: Int
    /// The solver's work in the final layout pass (pivots are deterministic: tests can guard them).
    package internal(set) var solverStatistics = SolverStatistics()
    /// Where the time went (not deterministic; for benchmarks and curiosity).
    package internal(set) var timings = LayoutTimings()
    /// How ambiguity was ruled out or found (see ``AmbiguityCheck``).
    package internal(set) var ambiguityCheck = AmbiguityCheck.off

    /// The entry of each item. (A layout hands over its own table of records, which lists the same
    /// items at the same positions: at 10,000 views building a second table, a dictionary that grew
    /// fifteen times and hashed every item, was a cache miss per item.)
    let index: IdentityIndex

    /// A result from frames computed elsewhere (SwiftUI's proposal-and-response layout draws
    /// through the same scene builder): `package`, so only Sketchpad's own front ends make one.
    package init(canvasSize: Size, layoutDirection: LayoutDirection, entries: [Entry], diagnostics: [LayoutDiagnostic],
                 textPasses: Int = 1) {
        var index = IdentityIndex(minimumCapacity: entries.count)
        for (i, entry) in entries.enumerated() { index[ObjectIdentifier(entry.item)] = i }
        self.init(canvasSize: canvasSize, layoutDirection: layoutDirection, entries: entries, index: index,
                  diagnostics: diagnostics, textPasses: textPasses)
    }

    /// A result whose `index` maps each entry's item to its position (the last, for an item listed twice).
    init(canvasSize: Size, layoutDirection: LayoutDirection, entries: [Entry], index: IdentityIndex,
         diagnostics: [LayoutDiagnostic], textPasses: Int) {
        self.canvasSize = canvasSize
        self.layoutDirection = layoutDirection
        self.entries = entries
        self.diagnostics = diagnostics
        self.textPasses = textPasses
        self.index = index
    }

    /// The frame of a view or guide, in canvas coordinates, or nil if it was not laid out.
    ///
    /// The margins and safe-area guides of leaf views that no constraint used are not entries of
    /// the result (lists of labels stay light); their frames are derived here from their view's.
    public func frame(of item: any LayoutItem) -> Rect? {
        if let i = index[ObjectIdentifier(item)] { return entries[i].frame }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView,
              let ownerFrame = index[ObjectIdentifier(owner)].map({ entries[$0].frame }) else { return nil }
        switch guide.role {
        // Leaf views are never the root, so their safe area is their inherited one.
        case .layoutMargins:
            let margins = owner.resolvedLayoutMargins(in: layoutDirection)
            return ownerFrame.inset(by: owner.insetsLayoutMarginsFromSafeArea ? margins + owner.inheritedSafeAreaInsets : margins)
        case .safeArea: return ownerFrame.inset(by: owner.inheritedSafeAreaInsets)
        case .custom, .readableContent: return nil
        }
    }

    /// The y of a view's first and last text baselines in canvas coordinates (nil for views
    /// without text), as constraints on `firstBaselineAnchor`/`lastBaselineAnchor` saw them.
    public func baselines(of view: View) -> (first: Double, last: Double)? {
        index[ObjectIdentifier(view)].flatMap { entries[$0].baselines }
    }

    /// The frame of the first view (in depth-first order) whose ``View/id`` is `id`.
    public func frame(ofID id: String) -> Rect? {
        entries.first { ($0.item as? View)?.id == id }?.frame
    }

    /// The frame of `view` relative to its superview's top-left corner (UIKit's `frame`).
    public func frameInSuperview(of view: View) -> Rect? {
        guard let frame = frame(of: view) else { return nil }
        guard let parent = view.superview, let parentFrame = self.frame(of: parent) else { return frame }
        return Rect(x: frame.minX - parentFrame.minX, y: frame.minY - parentFrame.minY, width: frame.width, height: frame.height)
    }

    public var errors: [LayoutDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [LayoutDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// The diagnostics of one kind.
    public func diagnostics(ofKind kind: LayoutDiagnostic.Kind) -> [LayoutDiagnostic] {
        diagnostics.filter { $0.kind == kind }
    }

    /// The same result with every frame's edges snapped to the pixel grid (see `Rect.snapped(toScale:)`).
    /// The views' and guides' own `frame` properties are left unrounded.
    public func snapped(toScale scale: Double) -> LayoutResult {
        var copy = LayoutResult(canvasSize: canvasSize, layoutDirection: layoutDirection,
                                entries: entries.map { Entry(item: $0.item, frame: $0.frame.snapped(toScale: scale), baselines: $0.baselines) },
                                index: index, diagnostics: diagnostics, textPasses: textPasses)
        copy.solverStatistics = solverStatistics
        copy.timings = timings
        return copy
    }

    /// A plain-text dump: one line per item with its frame, indented by depth, then the diagnostics.
    public var dump: String {
        var lines: [String] = []
        for entry in entries {
            var depth = 0
            var view = entry.item.owningView
            if entry.item is LayoutGuide { depth += 1 }
            while let parent = view?.superview { depth += 1; view = parent }
            lines.append(String(repeating: "  ", count: depth) + "\(entry.item.debugName) \(entry.frame)")
        }
        lines += diagnostics.map(\.description)
        return lines.joined(separator: "\n")
    }
}
