/// An overlaying container that you can use in conditional layouts (the layout of ``ZStack``):
/// every subview is offered the whole proposal and aligned on the alignment's guides; the stack
/// is the union of their frames.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.blue; Text("Over") }
/// ```
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public typealias AnimatableData = EmptyAnimatableData

    /// The subviews' frames relative to the alignment point, and the union's corner.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], union: CGRect) {
        var frames: [CGRect] = []
        var union = CGRect.null
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let frame = CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
            frames.append(frame)
            union = union.union(frame)
        }
        return (frames, union.isNull ? .zero : union)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).union.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, union) = arrange(proposal, subviews)
        // The alignment point in bounds: the guides' default values of the stack's own box.
        let box = ViewDimensions(size: bounds.size, node: nil, proposal: proposal)
        let anchorX = bounds.minX + (union.width == bounds.width ? -union.minX : alignment.horizontal.key.defaultValue(in: box))
        let anchorY = bounds.minY + (union.height == bounds.height ? -union.minY : alignment.vertical.key.defaultValue(in: box))
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: anchorX + frame.minX, y: anchorY + frame.minY), proposal: proposal)
        }
    }
}
