/// What ``View/pin(_:file:line:column:)`` pins (seed 004): an edge, centre or size of the view to
/// the same (or another) attribute of its superview or of another item — a view or a layout guide.
///
/// ```swift
/// card.place(on: root).pin(.allEdges(padding: 20))
/// title.place(on: card).pin(.top(to: card.safeAreaLayoutGuide), .horizontalEdges)
/// body.place(on: card).pin(.top(to: title, .bottom, padding: 10), .leading, .trailing)
/// dot.place(on: card).pin(.fixedHeight(50), .fixedWidth(50), .centerX, .centerY)
/// ```
///
/// Padding is always a distance inwards (or, between two items, a gap): `.bottom(padding: 8)` and
/// `.trailing(padding: 8)` are 8 points inside the superview. `inset:` is the same as `padding:`,
/// and `offset:` is Auto Layout's constant (see ``Inset``): `.trailing(offset: -8)` is `.trailing(inset: 8)`.
public enum Pin {
    /// `attribute == (item ?? superview).(toAttribute ?? attribute) + constant`.
    case relative(LayoutAttribute, Double, to: (any LayoutItem)? = nil, LayoutAttribute? = nil)
    /// `attribute == constant` (widths and heights).
    case fixed(LayoutAttribute, Double)
    /// Several pins at once.
    case multiple([Pin])

    /// The top edge, `padding` below the top of `item` (the superview by default) or its `attribute`.
    public static func top(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, padding: Double = 0) -> Pin {
        .relative(.top, padding, to: item, attribute)
    }

    /// The bottom edge, `padding` above the bottom of `item` (or its `attribute`).
    public static func bottom(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, padding: Double = 0) -> Pin {
        .relative(.bottom, -padding, to: item, attribute)
    }

    /// The leading edge, `padding` after the leading edge of `item` (or its `attribute`).
    public static func leading(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, padding: Double = 0) -> Pin {
        .relative(.leading, padding, to: item, attribute)
    }

    /// The trailing edge, `padding` before the trailing edge of `item` (or its `attribute`).
    public static func trailing(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, padding: Double = 0) -> Pin {
        .relative(.trailing, -padding, to: item, attribute)
    }

    /// The horizontal centre, `offset` to the right of `item`'s centre.
    public static func centerX(to item: (any LayoutItem)? = nil, offset: Double = 0) -> Pin {
        .relative(.centerX, offset, to: item)
    }

    /// The vertical centre, `offset` below `item`'s centre.
    public static func centerY(to item: (any LayoutItem)? = nil, offset: Double = 0) -> Pin {
        .relative(.centerY, offset, to: item)
    }

    /// Top, leading, trailing and bottom, `padding` inside `item`.
    public static func allEdges(to item: (any LayoutItem)? = nil, padding: Double = 0) -> Pin {
        .multiple([.top(to: item, padding: padding), .leading(to: item, padding: padding),
                   .trailing(to: item, padding: padding), .bottom(to: item, padding: padding)])
    }

    /// Leading and trailing, `padding` inside `item`.
    public static func horizontalEdges(to item: (any LayoutItem)? = nil, padding: Double = 0) -> Pin {
        .multiple([.leading(to: item, padding: padding), .trailing(to: item, padding: padding)])
    }

    /// Top and bottom, `padding` inside `item`.
    public static func verticalEdges(to item: (any LayoutItem)? = nil, padding: Double = 0) -> Pin {
        .multiple([.top(to: item, padding: padding), .bottom(to: item, padding: padding)])
    }

    /// A fixed width.
    /// An edge `inset` points inside `item`'s (the superview by default) or its `attribute`: the same as `padding:`.
    public static func edge(_ edge: LayoutAttribute, to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil,
                            inset: Double) -> Pin {
        .relative(edge, Inset.offset(for: edge, inset: inset), to: item, attribute)
    }

    /// An edge at Auto Layout's constant `offset` from `item`'s (the superview by default) or its `attribute`.
    public static func edge(_ edge: LayoutAttribute, to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil,
                            offset: Double) -> Pin {
        .relative(edge, offset, to: item, attribute)
    }

    public static func top(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, inset: Double) -> Pin {
        edge(.top, to: item, attribute, inset: inset)
    }
    public static func bottom(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, inset: Double) -> Pin {
        edge(.bottom, to: item, attribute, inset: inset)
    }
    public static func leading(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, inset: Double) -> Pin {
        edge(.leading, to: item, attribute, inset: inset)
    }
    public static func trailing(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, inset: Double) -> Pin {
        edge(.trailing, to: item, attribute, inset: inset)
    }
    public static func top(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, offset: Double) -> Pin {
        edge(.top, to: item, attribute, offset: offset)
    }
    public static func bottom(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, offset: Double) -> Pin {
        edge(.bottom, to: item, attribute, offset: offset)
    }
    public static func leading(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, offset: Double) -> Pin {
        edge(.leading, to: item, attribute, offset: offset)
    }
    public static func trailing(to item: (any LayoutItem)? = nil, _ attribute: LayoutAttribute? = nil, offset: Double) -> Pin {
        edge(.trailing, to: item, attribute, offset: offset)
    }

    public static func fixedWidth(_ width: Double) -> Pin { .fixed(.width, width) }
    /// A fixed height.
    public static func fixedHeight(_ height: Double) -> Pin { .fixed(.height, height) }

    // Without arguments, no parentheses: `.pin(.top, .leading)`.
    public static var top: Pin { .top() }
    public static var bottom: Pin { .bottom() }
    public static var leading: Pin { .leading() }
    public static var trailing: Pin { .trailing() }
    public static var centerX: Pin { .centerX() }
    public static var centerY: Pin { .centerY() }
    public static var allEdges: Pin { .allEdges() }
    public static var horizontalEdges: Pin { .horizontalEdges() }
    public static var verticalEdges: Pin { .verticalEdges() }
}
