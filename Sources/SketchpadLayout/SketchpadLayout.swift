// SketchpadLayout: Auto Layout's model on Linux, on Sketchpad's own Cassowary solver.
//
// Describe, then solve:
//
//     let root = View(id: "root")
//     let title = Label("Sign in", font: FontDescription(size: 28, weight: .bold), id: "title")
//     root.addSubview(title)
//     Constraint.activate([
//         title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
//         title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
//     ])
//     let result = LayoutEngine(canvasSize: Size(width: 390, height: 844)).layout(root)
//     result.frame(of: title)        // canvas coordinates
//     result.diagnostics             // inconsistent, ambiguous, overlapping, overflowing, unmet…
//
// Inputs (one concept per file):
//   geometry        Point, Size, Rect (+ snapped(toScale:)), EdgeInsets, DirectionalEdgeInsets, Axis,
//                   LayoutDirection (from SketchpadGeometry, re-exported)
//   items           View (open: subclasses override measureContent(using:fittingWidth:)), LayoutGuide,
//                   LayoutItem, Label, StackView
//   constraints     Constraint (first = multiplier × second + constant, priority, identifier, origin,
//                   location), LayoutAttribute, LayoutRelation, LayoutPriority (→ solver strength),
//                   SourceLocation; typed anchors XAxisAnchor<DirectionalXAxis | AbsoluteXAxis |
//                   CenterXAxis>, YAxisAnchor, DimensionAnchor; the visual format language
//                   (Constraint.constraints(withVisualFormat:…), View.addConstraints(visualFormat:…))
//   text            TextMeasuring, FontDescription, TextMetrics (SketchpadGeometry), FixedAdvanceTextMeasurer
//
// Results: LayoutEngine → LayoutResult (frames by item, diagnostics, timings, solver statistics);
// views' `frame` and guides' `layoutFrame` are also set for convenience.
//
// Building a DSL on top: every flavour produces `Constraint` values (use
// `Constraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:identifier:origin:file:line:column:)`
// or the anchors, pass the caller's `file`/`line`/`column` through, and give an `origin` such as
// `Constraint.Origin("pins")`), activates them with `Constraint.activate`, and adds subviews and
// guides with `addSubview`/`addLayoutGuide`. Nothing else is needed: the engine reads the active
// constraints of every view in the tree when it runs. Templates pass a `SourceLocation` of their own
// file, line and column instead.
