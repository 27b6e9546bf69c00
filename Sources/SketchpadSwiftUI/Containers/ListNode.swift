import SketchpadLayout

/// A list laid out as iOS draws it. The metrics (iOS 17's, measured from UIKit's table views
/// where SwiftUI does not document them; approximations where said):
/// - margins: 16 points (20 on devices wider than 400 points); in the inset grouped, inset and
///   sidebar styles each section is a card inset by the margin with 10-point corners;
/// - rows: their content offered the row's width less its insets (default: the margin on each
///   side and 6 points above and below, approximated), at least 44 points tall
///   (`defaultMinListRowHeight`), content leading-aligned and centred vertically, a hairline
///   separator under every row but a section's last, from the content's leading edge;
/// - grouped styles: 35 points above a section without a header; a header (uppercase footnote,
///   secondary) 18 points under the top (26 under the previous section) and 7 above its card;
///   a footer (footnote, secondary) 7 points under its card; the grouped background behind;
/// - plain style: rows edge to edge, headers (headline) with 8 points above and below;
/// - `contentMargins` on an edge replace the list's margin there (the cards' inset in the inset
///   styles, the rows' default inset otherwise), top and bottom ones are added; `listSectionSpacing`
///   replaces the gap before a section (grouped styles); `listRowSpacing` spaces rows, each its own
///   card in the inset styles (approximations: iOS documents none of these numbers).
package final class ListNode: LayoutNode, @unchecked Sendable {
    struct Row {
        let content: LayoutNode
        let insets: EdgeInsets?
        let background: LayoutNode?
        let separator: LayoutNode?
    }

    struct Part {
        let header: LayoutNode?
        let rows: [Row]
        let footer: LayoutNode?
        let card: LayoutNode?
        /// Behind a plain list's header pinned over its rows.
        var headerBackdrop: LayoutNode? = nil
    }

    let parts: [Part]
    let style: _ListStyleKind
    let backdrop: LayoutNode?
    /// Where the list is first scrolled (`defaultScrollAnchor`, `scrollPosition`).
    let initialScroll: InitialScroll
    /// How far the still shows the list scrolled.
    package private(set) var scrollOffset: CGFloat = 0
    /// Where the list's content (rows, margins) ends, as placed in the still.
    package private(set) var contentBottom: CGFloat = 0
    /// Whether rows continue below the visible bottom in the still (they scroll on under a bottom
    /// toolbar there, which then shows its background).
    package private(set) var contentContinuesBelow = false
    /// What a `ScrollViewReader`'s proxy asked for (in `onAppear`, before the render).
    let requests: ScrollRequests?
    /// Whether section headers stay pinned at the top (a plain list shown scrolled).
    let pinsHeaders: Bool
    /// The rows, headers and cards, drawn clipped to the list's frame.
    private let content: ListContentNode
    let session: RenderSession

    static let minimumRowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 10

    @MainActor init(sections: [SectionNode], style: _ListStyleKind, context: ResolveContext) throws {
        let env = context.environment
        self.style = style
        initialScroll = env.initialScroll
        requests = env.scrollRequests
        pinsHeaders = style == .plain && (env.initialScroll.isSet || env.scrollRequests != nil)
        let grouped = style != .plain
        let fillColor = { (paint: SketchpadWidgetsColor) in AnyShapeStyle(Color(value: paint)) }
        backdrop = env.scrollContentBackground == .hidden ? nil
            : ShapeNode(shape: Rectangle(), fill: fillColor(grouped ? SystemPalette.systemGroupedBackground : SystemPalette.systemBackground),
                        stroke: nil, environment: env)
        var parts: [Part] = []
        var identity = 0
        for section in sections {
            var card: LayoutNode?
            switch style {
            case .insetGrouped, .inset, .sidebar, .automatic:
                card = ShapeNode(shape: RoundedRectangle(cornerRadius: Self.cornerRadius), fill: fillColor(SystemPalette.secondarySystemGroupedBackground),
                                 stroke: nil, environment: env)
            case .grouped:
                card = ShapeNode(shape: Rectangle(), fill: fillColor(SystemPalette.secondarySystemGroupedBackground), stroke: nil, environment: env)
            case .plain:
                card = nil
            }
            var rows: [Row] = []
            for (index, node) in section.rows.enumerated() {
                identity += 1
                var content = node
                if let badge = node.badge {
                    var rowContext = context.child(1000 + identity)
                    rowContext.stackAxis = nil
                    if let row = node as? LayoutContainerNode<HStackLayout>, let chevron = row.nodes.last, chevron.layoutValues[ChevronTrait.key] != nil {
                        // A navigation link's row: the badge goes before its chevron.
                        rowContext.stackAxis = .horizontal
                        let badgeNodes = try rowContext.resolve(badge.foregroundStyle(.secondary))
                        content = LayoutContainerNode(layout: row.layout, nodes: Array(row.nodes.dropLast()) + badgeNodes + [chevron], environment: row.environment)
                    } else {
                        content = try rowContext.resolve(HStack { _NodeView(node: node); Spacer(); badge.foregroundStyle(.secondary) })[0]
                    }
                }
                // Rows spaced apart in the inset styles are cards of their own (`listRowSpacing`).
                let spaced = (env.listRowSpacing ?? 0) > 0 && card is ShapeNode && style != .grouped
                var background: LayoutNode?
                if let view = node.rowBackground {
                    var backgroundContext = context.child(2000 + identity)
                    backgroundContext.stackAxis = nil
                    background = SectionNode.stacked(try backgroundContext.resolve(view), environment: env)
                    if card is ShapeNode, style != .grouped, let filled = background {
                        // A row's background takes the card's rounded corners: the first row's top
                        // corners, the last row's bottom ones (both when it is alone or spaced).
                        background = Self.cornerClipped(filled, first: spaced || index == 0, last: spaced || index == section.rows.count - 1,
                                                        environment: env)
                    }
                } else if spaced {
                    background = ShapeNode(shape: RoundedRectangle(cornerRadius: Self.cornerRadius),
                                           fill: fillColor(SystemPalette.secondarySystemGroupedBackground), stroke: nil, environment: env)
                }
                let isLast = index == section.rows.count - 1
                let separator: LayoutNode? = node.rowSeparatorHidden || isLast || spaced ? nil
                    : ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(node.rowSeparatorTint ?? Color(value: SystemPalette.separator)),
                                stroke: nil, environment: env)
                rows.append(Row(content: content, insets: node.rowInsets, background: background, separator: separator))
            }
            var part = Part(header: section.header, rows: rows, footer: section.footer, card: card)
            if pinsHeaders, section.header != nil {
                part.headerBackdrop = ShapeNode(shape: Rectangle(), fill: fillColor(SystemPalette.systemBackground), stroke: nil, environment: env)
            }
            parts.append(part)
        }
        self.parts = parts
        session = context.session
        var drawn: [LayoutNode] = []
        for part in parts {
            if pinsHeaders {
                // A pinned header covers its section's rows: drawn after them.
                drawn += [part.card, part.footer].compactMap { $0 }
                for row in part.rows { drawn += [row.background, row.content, row.separator].compactMap { $0 } }
                drawn += [part.headerBackdrop, part.header].compactMap { $0 }
                continue
            }
            drawn += [part.card, part.header, part.footer].compactMap { $0 }
            for row in part.rows { drawn += [row.background, row.content, row.separator].compactMap { $0 } }
        }
        content = ListContentNode(drawn: drawn, environment: env)
        super.init(environment: env)
    }

    /// `node` clipped to a rounded rectangle whose corners show only at the card's top (`first`)
    /// and bottom (`last`): the rectangle runs one radius past the edges that are not rounded.
    static func cornerClipped(_ node: LayoutNode, first: Bool, last: Bool, environment: EnvironmentValues) -> LayoutNode {
        guard first || last else { return node }
        let radius = cornerRadius
        let clip: @Sendable (CGRect) -> Path = { rect in
            let top = first ? rect.minY : rect.minY - radius, bottom = last ? rect.maxY : rect.maxY + radius
            return Path(roundedRect: CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top), cornerRadius: radius)
        }
        return EffectNode(effect: _VisualEffectModifier(clip: clip), child: node, environment: environment)
    }

    package override var children: [LayoutNode] { (backdrop.map { [$0] } ?? []) + [content] }

    /// Where every part of the list goes for a width (from the list's top-left corner), and the content's height.
    /// With `offset` (how far the list is scrolled), a plain list's header stays at the top of the
    /// visible part while its section's rows pass under it, pushed up by the section's end.
    private func arrange(width: CGFloat, offset: CGFloat = 0, place: ((LayoutNode, CGRect, ProposedViewSize) -> Void)?) -> CGFloat {
        let margin: CGFloat = width > 400 ? 20 : 16
        let grouped = style != .plain
        // `contentMargins` set on an edge replace the list's own margin there: the cards' inset
        // in the inset styles, the rows' default inset in the others; top and bottom ones are
        // added before the first section and after the last (`scrollIndicators` ones do nothing).
        let margins = environment.contentMargins, setEdges = margins.contentEdges
        let leading = setEdges.contains(.leading) ? margins.content.leading : margin
        let trailing = setEdges.contains(.trailing) ? margins.content.trailing : margin
        let insetCards = !(style == .plain || style == .grouped)
        let cardInset: CGFloat = insetCards ? leading : 0
        let cardWidth = max(0, width - (insetCards ? leading + trailing : 0))
        let rowLeading = insetCards ? margin : leading, rowTrailing = insetCards ? margin : trailing
        let hairline = 1 / max(1, environment.displayScale)
        var y: CGFloat = setEdges.contains(.top) ? margins.content.top : 0
        let sectionSpacing = environment.listSectionSpacing.length, rowSpacing = max(0, environment.listRowSpacing ?? 0)
        func put(_ node: LayoutNode, _ rect: CGRect, _ proposal: ProposedViewSize) { place?(node, rect, proposal) }
        func text(_ node: LayoutNode, placing: Bool = true) -> (rect: CGRect, offer: ProposedViewSize) {
            let offer = ProposedViewSize(width: max(0, cardWidth - rowLeading - rowTrailing), height: nil)
            let size = node.sizeThatFits(offer)
            let rect = CGRect(x: cardInset + rowLeading, y: y, width: size.width, height: size.height)
            if placing { put(node, rect, offer) }
            return (rect, offer)
        }
        for (index, part) in parts.enumerated() {
            // `listSectionSpacing` replaces the gap before every section but the first (grouped styles).
            let spacing = grouped && index > 0 ? sectionSpacing : nil
            var pending: (rect: CGRect, offer: ProposedViewSize)?
            if let header = part.header {
                y += spacing ?? (grouped ? (index == 0 ? 18 : 26) : 8)
                let placed = text(header, placing: !pinsHeaders)
                if pinsHeaders { pending = placed }
                y += placed.rect.height
                y += grouped ? 7 : 8
            } else if grouped {
                y += spacing ?? 35
            }
            let cardTop = y
            for (rowIndex, row) in part.rows.enumerated() {
                if rowIndex > 0 { y += rowSpacing }
                let insets = row.insets ?? EdgeInsets(top: 6, leading: rowLeading, bottom: 6, trailing: rowTrailing)
                let offer = ProposedViewSize(width: max(0, cardWidth - insets.leading - insets.trailing), height: nil)
                let size = row.content.sizeThatFits(offer)
                let height = max(Self.minimumRowHeight, size.height + insets.top + insets.bottom)
                let rowRect = CGRect(x: cardInset, y: y, width: cardWidth, height: height)
                let top = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
                put(row.content, CGRect(x: cardInset + insets.leading, y: top, width: size.width, height: size.height), offer)
                if let background = row.background { put(background, rowRect, ProposedViewSize(rowRect.size)) }
                if let separator = row.separator {
                    let rect = CGRect(x: cardInset + insets.leading, y: y + height - hairline, width: max(0, cardWidth - insets.leading), height: hairline)
                    put(separator, rect, ProposedViewSize(rect.size))
                }
                y += height
            }
            if let card = part.card {
                // Rows with backgrounds of their own are the card there: a section made only of
                // them (a clear one shows the list's background) draws no card of its own.
                let covered = !part.rows.isEmpty && part.rows.allSatisfy { $0.background != nil }
                let rect = CGRect(x: cardInset, y: cardTop, width: covered ? 0 : cardWidth, height: covered ? 0 : y - cardTop)
                put(card, rect, ProposedViewSize(rect.size))
            }
            if let footer = part.footer {
                y += 7
                y += text(footer).rect.height
            }
            if let pending, let header = part.header {
                // The header's band (8 points above and below its text) at the visible top, pushed
                // up by the section's end; its backdrop only while it covers rows.
                let band = CGRect(x: 0, y: pending.rect.minY - 8, width: width, height: pending.rect.height + 16)
                let top = min(max(band.minY, offset), y - band.height)
                let shift = max(0, top - band.minY)
                put(header, pending.rect.offsetBy(dx: 0, dy: shift), pending.offer)
                if let backdrop = part.headerBackdrop {
                    let rect = shift > 0 ? band.offsetBy(dx: 0, dy: shift) : CGRect(x: 0, y: band.minY, width: 0, height: 0)
                    put(backdrop, rect, ProposedViewSize(rect.size))
                }
            }
        }
        if grouped, !parts.isEmpty { y += 35 }
        if setEdges.contains(.bottom) { y += margins.content.bottom }
        return y
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? arrange(width: width, place: nil)
        return CGSize(width: width, height: height)
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        // The background reaches the canvas's edges where the list meets the safe area's (under
        // the status bar and the home indicator), as a list's does.
        // Like a scroll view, it reaches through the safe area a `safeAreaInset` or
        // `safeAreaPadding` added, its rows keeping their place (they scroll under the inset).
        let extended = environment.safeAreaRegion?.extend(bounds, edges: .all) ?? bounds
        frame = extended
        let (safeArea, canvas) = MainActor.assumeIsolated { (session.safeArea, session.canvas) }
        var back = extended
        if abs(back.minY - safeArea.minY) < 0.5, canvas.minY < back.minY { back = CGRect(x: back.minX, y: canvas.minY, width: back.width, height: back.maxY - canvas.minY) }
        if abs(back.maxY - safeArea.maxY) < 0.5, canvas.maxY > back.maxY { back.size.height = canvas.maxY - back.minY }
        // Rows are drawn on under the home indicator and bars the list touches (they scroll under
        // them), and so is the background (a clear tab bar shows a grouped list's grey).
        let drawn = environment.safeAreaRegion?.extend(bounds, edges: .all, drawing: true) ?? extended
        back = back.union(drawn)
        backdrop?.place(in: back, proposal: ProposedViewSize(back.size))
        content.place(in: extended, proposal: ProposedViewSize(extended.size))
        content.drawnFrame = drawn
        let offset = initialOffset(in: bounds)
        scrollOffset = offset
        let height = arrange(width: bounds.width, offset: offset) { node, rect, offer in
            node.place(in: rect.offsetBy(dx: bounds.minX, dy: bounds.minY - offset), proposal: offer)
        }
        contentBottom = bounds.minY - offset + height
        contentContinuesBelow = height - offset > bounds.height + 0.5
    }

    /// How far the still shows the list scrolled: to a proxy's request or a position's row (as
    /// `scrollTo(_:anchor:)` documents), else to the position's point or edge or the anchor.
    private func initialOffset(in bounds: CGRect) -> CGFloat {
        let target = requests?.last ?? initialScroll.target
        guard initialScroll.isSet || target != nil else { return 0 }
        let overflow = arrange(width: bounds.width, place: nil) - bounds.height
        guard let target else { return initialScroll.offset(overflow: overflow) }
        var found: CGRect?
        _ = arrange(width: bounds.width) { node, rect, _ in
            if found == nil, target.isIn(node) { found = rect }
        }
        guard let found else { return 0 }
        return InitialScrollTarget.offset(target: found.minY...found.maxY, visible: 0...bounds.height, anchor: target.anchor?.y, overflow: overflow)
    }

    /// A list has a view of its own (its frame shows in overlays).
    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { SketchpadLayout.View() }

    /// Whether the list paints the grouped background (a navigation bar over it paints the same).
    package var paintsGroupedBackground: Bool { style != .plain && backdrop != nil }
}

/// A list's rows, headers and cards: drawn clipped to the list's frame (the part that fits).
package final class ListContentNode: LayoutNode, @unchecked Sendable {
    let drawn: [LayoutNode]
    /// What is drawn: the frame, or beyond it where the list reaches under bars and the device's insets.
    var drawnFrame = CGRect.zero

    init(drawn: [LayoutNode], environment: EnvironmentValues) {
        self.drawn = drawn
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] { drawn }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let reach = drawnFrame.isEmpty ? frame : drawnFrame.union(frame)
        let local = reach.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let view = EffectDrawing(opacity: 1, clip: { _ in Path(local) }, shadow: nil, shadowShape: nil)
        view.clipsToBounds = true
        return view
    }
}
