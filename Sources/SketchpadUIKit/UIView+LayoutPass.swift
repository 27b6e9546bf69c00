import SketchpadLayout
import SketchpadWidgets

extension UIView {
    // MARK: Requesting layout



    /// The issues recorded on this view and its subviews (constraints UIKit would refuse), and
    /// the errors of the last layout of its hierarchy (unsatisfiable constraints…), in that order.
    public var layoutIssues: [UIKitLayoutIssue] {
        var issues: [UIKitLayoutIssue] = []
        func collect(_ view: UIView) {
            issues += view.recordedIssues
            view.subviews.forEach(collect)
        }
        collect(self)
        if let result = rootView.lastLayoutResult {
            issues += result.errors.map { UIKitLayoutIssue(kind: .layout, message: $0.description) }
        }
        return issues
    }

    // MARK: Fitting

    /// The size that satisfies the view's constraints and comes closest to `targetSize`.
    func fittingSize(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, pulled towards `targetSize` at the given
    /// priorities (`.required` fixes that dimension, `.fittingSizeLevel` lets content decide).
    /// The view is measured on its own, as if it had no superview; its frame is not changed.
    /// `pinningFrame: false` measures a view placed by its frame (a cell's content view) by its
    /// constraints alone, as a table view sizes its cells.
    func fittingSize(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                     verticalFittingPriority: UILayoutPriority, pinningFrame: Bool = true) -> CGSize {
        // A host view of free size holds the view at its origin; its width and height pull
        // towards the target at the priorities given.
        let parent = superview
        let index = parent?.subviews.firstIndex { $0 === self }
        let host = View(id: "systemLayoutSizeFitting")
        let savedTranslates = translatesAutoresizingMaskIntoConstraints
        host.addSubview(node)
        defer {
            node.removeFromSuperview()
            if let parent, let index { parent.node.insertSubview(node, at: index) }
        }
        let location = SourceLocation(file: "SketchpadUIKit/systemLayoutSizeFitting", line: 0)
        let bound = 1e6
        var pins = [
            Constraint(item: node, attribute: .left, toItem: host, attribute: .left, location: location),
            Constraint(item: node, attribute: .top, toItem: host, attribute: .top, location: location),
            Constraint(item: node, attribute: .width, relatedBy: .lessThanOrEqual, constant: bound, location: location),
            Constraint(item: node, attribute: .height, relatedBy: .lessThanOrEqual, constant: bound, location: location),
        ]
        func pull(_ attribute: LayoutAttribute, _ value: CGFloat, _ priority: UILayoutPriority) {
            let value = min(Double(value), bound)
            pins.append(Constraint(item: node, attribute: attribute, constant: value,
                                   priority: priority.layoutPriority, location: location))
        }
        pull(.width, targetSize.width, horizontalFittingPriority)
        pull(.height, targetSize.height, verticalFittingPriority)
        if savedTranslates && pinningFrame {
            let a = alignmentRect(forFrame: frameStorage)
            pull(.width, a.width, .required)
            pull(.height, a.height, .required)
        }
        Constraint.activate(pins)
        defer { Constraint.deactivate(pins) }
        prepareSubtreeForLayout()
        if !pinningFrame, !autoresizingConstraints.isEmpty {
            // Measured by its constraints alone: the frame it has now (none yet, for a new
            // cell's content view) must not hold it; the next layout pass places it again.
            Constraint.deactivate(autoresizingConstraints)
            autoresizingConstraints = []
            autoresizingConstraintsHost = nil
        }
        var options = LayoutEngine.Options()
        options.detectsAmbiguity = false
        options.reportsOverlaps = false
        options.reportsOverflow = false
        options.reportsUnmetOptionals = false
        let engine = LayoutEngine(canvasSize: Size(width: bound * 2, height: bound * 2), layoutDirection: effectiveLayoutDirection,
                                  measurer: UIView.textMeasurer, options: options)
        let result = engine.layout(host)
        // The size of the alignment rectangle, which the constraints solved (as UIKit's engine reports).
        let f = (result.frame(of: node) ?? .zero).inset(by: node.alignmentInsets)
        return CGSize(width: CGFloat(f.width), height: CGFloat(f.height))
    }



    // MARK: Coordinates

    /// A rectangle in canvas coordinates (the engine's) in this view's coordinate system.
    func convertFromCanvas(_ rect: Rect) -> CGRect {
        CGRect(x: CGFloat(rect.minX - node.frame.minX) + boundsOrigin.x, y: CGFloat(rect.minY - node.frame.minY) + boundsOrigin.y,
               width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// The origin of this view's coordinate system in canvas coordinates.
    var canvasOriginOfBounds: CGPoint {
        CGPoint(x: CGFloat(node.frame.minX) - boundsOrigin.x, y: CGFloat(node.frame.minY) - boundsOrigin.y)
    }

    /// Converts a rectangle from this view's coordinate system to `view`'s (same hierarchy, after layout).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let from = canvasOriginOfBounds, to = view?.canvasOriginOfBounds ?? rootView.canvasOriginOfBounds
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a rectangle from `view`'s coordinate system to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? rootView).convert(rect, to: self)
    }

    /// Converts a point from this view's coordinate system to `view`'s.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Converts a point from `view`'s coordinate system to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    // MARK: The pass

    /// The layout passes of a hierarchy, run on its root.
    func runLayoutPasses() {
        var passes = 0
        while true {
            passes += 1
            let generation = UIView.layoutGeneration
            notifyTraitChanges()
            updateConstraintsIfNeeded()
            prepareSubtreeForLayout()
            let result = makeEngine().layout(node)
            lastLayoutResult = result
            didApplyLayout()
            applyLayoutResult()
            updateInheritedSafeAreas()
            callLayoutSubviews()
            needsLayoutFlag = false
            lastLayoutGeneration = UIView.layoutGeneration
            if UIView.layoutGeneration == generation {
                reportLayoutErrors()
                break
            }
            if passes >= 8 {
                UIKitLayoutIssue(kind: .layoutDidNotSettle,
                                 message: "the layout of \(debugName) did not settle after \(passes) passes: layoutSubviews (or viewDidLayoutSubviews) changes frames or constraints every time it runs; the last pass is shown")
                    .report(on: self)
                reportLayoutErrors()
                break
            }
        }
    }

    /// Prints the errors of the layout the passes settled on, once each. A pass that
    /// `layoutSubviews` is about to redo (a table's header measured before it has its height)
    /// says nothing: what it got wrong is not what is drawn.
    private func reportLayoutErrors() {
        for error in lastLayoutResult?.errors ?? [] where !reportedLayoutErrors.contains(error.description) {
            reportedLayoutErrors.insert(error.description)
            FileHandle.standardError.write(Data("[SketchpadUIKit] layout: \(error.description)\n".utf8))
        }
    }

    /// Tells each view (and the controller whose view it is) whose traits changed since it was
    /// last told, from the top down, with its new traits current: UIKit calls
    /// `traitCollectionDidChange` when a view enters a hierarchy with its traits and after each
    /// change, before layout, so fonts chosen there are the ones laid out.
    private func notifyTraitChanges() {
        let traits = traitCollection
        if notifiedTraits != traits {
            let previous = notifiedTraits
            notifiedTraits = traits
            let saved = UITraitCollection.current
            UITraitCollection.current = traits
            defer { UITraitCollection.current = saved }
            owningViewController?.traitCollectionDidChange(previous)
            owningViewController?.runTraitChangeHandlers(previous: previous, current: traits)
            traitCollectionDidChange(previous)
            runTraitChangeHandlers(previous: previous, current: traits)
        }
        for sub in subviews { sub.notifyTraitChanges() }
    }

    func makeEngine() -> LayoutEngine {
        var options = LayoutEngine.Options()
        // UIKit reports unsatisfiable constraints, not ambiguity, overlaps or overflow.
        options.detectsAmbiguity = false
        options.reportsOverlaps = false
        options.reportsOverflow = false
        options.reportsUnmetOptionals = false
        options.pixelScale = Double(UIScreen.main.scale)
        return LayoutEngine(canvasSize: Size(width: Double(bounds.width), height: Double(bounds.height)),
                            layoutDirection: effectiveLayoutDirection,
                            safeAreaInsets: safeAreaInsets.edgeInsets,
                            measurer: UIView.textMeasurer, options: options)
    }

    /// Brings the nodes up to date with what layout reads from the views: the fixed frames of
    /// views placed by their frame, and the margins of view controllers' root views.
    func prepareSubtreeForLayout() {
        syncAlignmentInsets()
        if !autoresizingConstraints.isEmpty {
            Constraint.deactivate(autoresizingConstraints)
            autoresizingConstraints = []
            autoresizingConstraintsHost = nil
        }
        // A window places its root view controller's view by frame whatever that view's
        // `translatesAutoresizingMaskIntoConstraints` says (UIKit sets the frame in the window's
        // layout; code that turns the flag off on `view` still gets a full-window view).
        let placedByWindow = parent(isWindowOf: self)
        if let parent = superview, translatesAutoresizingMaskIntoConstraints || placedByWindow {
            let location = SourceLocation(file: "SketchpadUIKit/translatesAutoresizingMaskIntoConstraints", line: 0)
            let f = autoresizedFrame(in: parent.frameStorage.size), origin = parent.boundsOrigin
            // The constraints place the alignment rectangle, as UIKit's autoresizing constraints do.
            let a = alignmentRect(forFrame: f), framed = f, parentInsets = parent.node.alignmentInsets
            autoresizingConstraints = [
                Constraint(item: node, attribute: .left, toItem: parent.node, attribute: .left,
                           constant: Double(a.origin.x - origin.x) - parentInsets.left, identifier: "autoresizing x", location: location),
                Constraint(item: node, attribute: .top, toItem: parent.node, attribute: .top,
                           constant: Double(a.origin.y - origin.y) - parentInsets.top, identifier: "autoresizing y", location: location),
                Constraint(item: node, attribute: .width, constant: Double(a.size.width), identifier: "autoresizing width", location: location),
                Constraint(item: node, attribute: .height, constant: Double(a.size.height), identifier: "autoresizing height", location: location),
            ]
            Constraint.activate(autoresizingConstraints)
            autoresizingConstraintsHost = parent.node
            placedFrame = framed
        } else {
            placedFrame = nil
        }
        applyEffectiveMargins()
        (node as? UIKitNode)?.appearance = layerAppearance()
        if let node = node as? ViewNode { node.itemSymbolDiagnostics = itemSymbolDiagnostics }
        prepareNodeForLayout()
        for sub in subviews { sub.prepareSubtreeForLayout() }
    }


    /// Gives the node the view's alignment-rect insets, read from ``alignmentRect(forFrame:)`` at
    /// its current frame (so overrides of the pair count, not only ``alignmentRectInsets``).
    private func syncAlignmentInsets() {
        // Origins and sizes, not min/max, of a frame with no negative size: insetting a small
        // frame (a view not laid out yet has a zero one) gives a negative size, and `minX`,
        // `maxX` and `width` read a rectangle standardised.
        let f = CGRect(origin: frameStorage.origin,
                       size: CGSize(width: max(0, frameStorage.size.width), height: max(0, frameStorage.size.height)))
        let a = alignmentRect(forFrame: f)
        let insets = EdgeInsets(top: Double(a.origin.y - f.origin.y), left: Double(a.origin.x - f.origin.x),
                                bottom: Double((f.origin.y + f.size.height) - (a.origin.y + a.size.height)),
                                right: Double((f.origin.x + f.size.width) - (a.origin.x + a.size.width)))
        if insets != node.alignmentInsets { node.alignmentInsets = insets }
    }

    private func parent(isWindowOf view: UIView) -> Bool {
        guard let window = view.superview as? UIWindow else { return false }
        return window.rootViewController?.viewIfLoaded === view
    }

    /// The node's margins: the view's own (a controller's root view: at least the system
    /// minimum, and only that when none were set), raised to the superview's preserved margins.
    private func applyEffectiveMargins() {
        let direction = effectiveLayoutDirection
        var base: EdgeInsets
        switch ownMargins {
        case let .directional(insets): base = insets.directionalEdgeInsets.resolved(in: direction)
        case let .absolute(insets): base = insets.edgeInsets
        }
        if let controller = owningViewController {
            let minimum = controller.minimumRootMargins.directionalEdgeInsets.resolved(in: direction)
            if !marginsWereSet { base = .zero }
            base = base.max(minimum)
        }
        let effective = base.max(preservedMargins)
        if effective != node.resolvedLayoutMargins(in: direction) { node.layoutMargins = effective }
    }

    /// The frame of a view placed by its frame, once its autoresizing mask has applied the change
    /// of its superview's size (recorded, so a pass that changes that size runs another).
    private func autoresizedFrame(in size: CGSize) -> CGRect {
        guard !autoresizingMask.isEmpty, let base = autoresizingBase else {
            autoresizedForSize = nil
            return frameStorage
        }
        autoresizedForSize = size
        if base.superviewSize == size { return base.frame }
        /// Shares `delta` among the flexible parts of (leading margin, length, trailing margin).
        func share(_ parts: [CGFloat], _ flexible: [Bool], _ delta: CGFloat) -> [CGFloat] {
            let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            let count = CGFloat(flexible.filter { $0 }.count)
            guard count > 0 else { return parts }
            return zip(parts, flexible).map { part, isFlexible in
                guard isFlexible else { return part }
                return part + delta * (total > 0 ? part / total : 1 / count)
            }
        }
        let f = base.frame, m = autoresizingMask
        let x = share([f.minX, f.width, base.superviewSize.width - f.maxX],
                      [m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)],
                      size.width - base.superviewSize.width)
        let y = share([f.minY, f.height, base.superviewSize.height - f.maxY],
                      [m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)],
                      size.height - base.superviewSize.height)
        return CGRect(x: x[0], y: y[0], width: x[1], height: y[1])
    }

    /// Writes the solved frames back, superview-relative.
    private func applyLayoutResult() {
        for sub in subviews {
            let f = sub.node.frame
            // A view placed by its frame keeps it as given (UIKit rounds only what Auto Layout
            // solves); the others get their pixel-rounded solved frame.
            sub.frameStorage = sub.placedFrame ?? CGRect(x: CGFloat(f.minX - node.frame.minX) + boundsOrigin.x,
                                                         y: CGFloat(f.minY - node.frame.minY) + boundsOrigin.y,
                                                         width: CGFloat(f.width), height: CGFloat(f.height))
            // Autoresized for a superview size the pass then changed: lay out again.
            if let used = sub.autoresizedForSize, used != frameStorage.size { UIView.layoutGeneration &+= 1 }
            sub.didApplyLayout()
            sub.applyLayoutResult()
        }
    }

    /// Gives every view below the root the part of its superview's unsafe area that covers it
    /// (plus a child view controller's additional insets), from the top down as UIKit does; a
    /// change bumps the generation, so the layout runs again with them. An edge whose superview
    /// has no inset there gives none, even where the view extends past the superview.
    private func updateInheritedSafeAreas() {
        func visit(_ view: UIView, frame p: Rect, insets given: EdgeInsets) {
            var pi = given
            // A scroll view that adjusts its content inset for the safe area has absorbed those
            // edges: its content (a table's rows under the home indicator) gets none of them.
            if let scroll = view as? UIScrollView {
                let absorbed = scroll.adjustedContentInset, own = scroll.contentInset
                pi = EdgeInsets(top: max(0, pi.top - (absorbed.top - own.top)), left: max(0, pi.left - (absorbed.left - own.left)),
                                bottom: max(0, pi.bottom - (absorbed.bottom - own.bottom)), right: max(0, pi.right - (absorbed.right - own.right)))
            }
            let safe = p.inset(by: pi)
            for sub in view.subviews {
                let f = sub.node.frame
                var insets = EdgeInsets(top: pi.top > 0 ? min(f.height, max(0, safe.minY - f.minY)) : 0,
                                        left: pi.left > 0 ? min(f.width, max(0, safe.minX - f.minX)) : 0,
                                        bottom: pi.bottom > 0 ? min(f.height, max(0, f.maxY - safe.maxY)) : 0,
                                        right: pi.right > 0 ? min(f.width, max(0, f.maxX - safe.maxX)) : 0)
                if let extra = sub.owningViewController?.addedSafeAreaInsets {
                    insets = insets + extra.edgeInsets
                }
                if insets != sub.node.inheritedSafeAreaInsets {
                    sub.node.inheritedSafeAreaInsets = insets
                    UIView.layoutGeneration &+= 1
                    sub.safeAreaInsetsDidChange()
                }
                sub.updatePreservedMargins(in: view)
                visit(sub, frame: f, insets: insets)
            }
        }
        visit(self, frame: node.frame, insets: safeAreaInsets.edgeInsets)
    }

    /// Measures how far `parent`'s margins reach into this view (for
    /// ``preservesSuperviewLayoutMargins``); a change bumps the generation.
    private func updatePreservedMargins(in parent: UIView) {
        var preserved = EdgeInsets.zero
        if preservesSuperviewLayoutMargins {
            let direction = effectiveLayoutDirection
            func marginArea(of view: UIView) -> Rect {
                var insets = view.node.resolvedLayoutMargins(in: direction)
                if view.insetsLayoutMarginsFromSafeArea {
                    insets = insets + view.safeAreaInsets.edgeInsets
                }
                return view.node.frame.inset(by: insets)
            }
            let reach = marginArea(of: parent), f = node.frame
            // Measured from this view's edges; its own safe area already insets its margins.
            let safe = insetsLayoutMarginsFromSafeArea ? node.inheritedSafeAreaInsets : .zero
            preserved = EdgeInsets(top: max(0, reach.minY - f.minY - safe.top), left: max(0, reach.minX - f.minX - safe.left),
                                   bottom: max(0, f.maxY - reach.maxY - safe.bottom), right: max(0, f.maxX - reach.maxX - safe.right))
            if !preservedMarginAxes.contains(.vertical) { preserved.top = 0; preserved.bottom = 0 }
            if !preservedMarginAxes.contains(.horizontal) { preserved.left = 0; preserved.right = 0 }
        }
        if preserved != preservedMargins {
            preservedMargins = preserved
            UIView.layoutGeneration &+= 1
            layoutMarginsDidChange()
        }
    }

    /// `layoutSubviews` from the top down, wrapped in the view controller's callbacks.
    private func callLayoutSubviews() {
        // UIKit makes the view's traits current while it lays out, so `cgColor` and
        // `resolvedColor(with: .current)` resolve for the view there.
        let saved = UITraitCollection.current
        UITraitCollection.current = traitCollection
        defer { UITraitCollection.current = saved }
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        (self as? UIScrollView)?.layOutScrollIndicators()
        owningViewController?.viewDidLayoutSubviews()
        refreshNodeLayerDrawings()
        for sub in subviews { sub.callLayoutSubviews() }
    }
}

extension EdgeInsets {
    /// The larger inset on each side.
    func max(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, other.top), left: Swift.max(left, other.left),
                   bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
