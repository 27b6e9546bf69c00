import SketchpadLayout
import SketchpadWidgets
import SketchpadText

extension UIView {
    // MARK: Intrinsic size



    /// The measurement of the view's node class (what widget classes return as their intrinsic
    /// size), with the layout's measurer when a layout asks, otherwise the shared one.
    func nodeIntrinsicContentSize() -> CGSize {
        guard let node = node as? UIKitNode else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let context = MeasuringContext.current.flatMap { $0.view === self ? $0 : nil }
        do {
            let m = try node.baseMeasurement(using: context?.measurer ?? UIView.textMeasurer, fittingWidth: context?.fittingWidth)
            context?.base = m
            return CGSize(width: CGFloat(m.size.width), height: CGFloat(m.size.height))
        } catch {
            context?.error = error
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
    }

    /// What the engine learns of the view's content: `intrinsicContentSize` (possibly
    /// overridden) with the baselines of the node's own measurement.
    func contentMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let saved = MeasuringContext.current
        let context = MeasuringContext(view: self, measurer: measurer, fittingWidth: fittingWidth)
        MeasuringContext.current = context
        defer { MeasuringContext.current = saved }
        let size = intrinsicContentSize
        if let error = context.error { throw error }
        guard size.width.isFinite, size.height.isFinite else {
            throw UIKitLayoutIssue(kind: .layout, message: "\(debugName).intrinsicContentSize is \(size); use UIView.noIntrinsicMetric (-1) for a dimension without one")
        }
        return ContentMeasurement(size: Size(width: Double(size.width), height: Double(size.height)),
                                  baselines: context.base?.baselines)
    }

    /// The measurer layout uses for text: Pango with Sketchpad's pinned fonts (what `Scene`
    /// draws with), or fixed advances when Pango cannot start.
    static var textMeasurer: any TextMeasuring {
        if let measurer = sharedMeasurer { return measurer }
        let measurer: any TextMeasuring = (try? PangoTextMeasurer()) ?? FixedAdvanceTextMeasurer()
        sharedMeasurer = measurer
        return measurer
    }
    private static var sharedMeasurer: (any TextMeasuring)?

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        givenContentPriorities[ContentPriorityKey(kind: .hugging, axis: axis)]
            ?? UILayoutPriority(layout: node.contentHuggingPriority(for: axis.layoutAxis))
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`. The value
    /// reads back as given, 0 included (the engine's weakest priority is 1, which lays out alike).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        givenContentPriorities[ContentPriorityKey(kind: .hugging, axis: axis)] = priority
        node.setContentHuggingPriority(priority.layoutPriority, for: axis.layoutAxis)
        UIView.layoutGeneration &+= 1
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        givenContentPriorities[ContentPriorityKey(kind: .compressionResistance, axis: axis)]
            ?? UILayoutPriority(layout: node.contentCompressionResistancePriority(for: axis.layoutAxis))
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis` (reads
    /// back as given, 0 included).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        givenContentPriorities[ContentPriorityKey(kind: .compressionResistance, axis: axis)] = priority
        node.setContentCompressionResistancePriority(priority.layoutPriority, for: axis.layoutAxis)
        UIView.layoutGeneration &+= 1
    }

    // MARK: Margins



    /// Whether the margins are measured from the safe area (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { node.insetsLayoutMarginsFromSafeArea }
        set { node.insetsLayoutMarginsFromSafeArea = newValue; UIView.layoutGeneration &+= 1 }
    }



    var effectiveHostSafeAreaInsets: UIEdgeInsets {
        var insets = hostSafeAreaInsets
        if let extra = owningViewController?.addedSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }
}
