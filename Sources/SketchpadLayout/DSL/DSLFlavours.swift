// The DSL flavours: many pens, one engine. Each flavour only describes ordinary `Constraint`
// values (with the file, line and column where they were written, and an `origin` naming the
// flavour — see Constraint+DSLOrigins.swift), activates them and adds the subviews and guides they
// need; the layout engine does the rest. The same layout written in every flavour gives the same
// frames (Tests/SketchpadLayoutTests/DSL/SameLayoutInEveryFlavourTests.swift).
//
//   anchors (core)      a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)
//   seed 000 CwlLayout  view.applyLayout(.horizontal(align: .leading, .view(left), .space(), .view(right)))
//                       Layout, Layout.Entity, Layout.Dimension, Layout.MarginEdges, View.applyLayout(_:)
//   seed 001 builders   label.constrain(to: view.layoutMarginsGuide).leadingTrailingTopBottom()
//                       LayoutItem.constrain(to:) / constrain(after:) / constrainSelf(),
//                       RelationalConstraintBuilder, DistributiveConstraintBuilder, SelfConstraintBuilder
//   seed 002 anchors    view.addSubview(redBox, anchors: [.centerX(0), .centerY(0), .width(100), .height(100)])
//                       LayoutAnchor, View.addSubview(_:anchors:), View.activate(anchors:relativeTo:)
//   seed 003 equations  root.constrain { button.width == 88; text.right == button.left - 22 ~ .defaultHigh }
//                       LayoutEquation, LayoutExpression, EquationBuilder, View.constrain(_:), Constraint.equations(_:)
//   seed 004 pins       card.place(on: root).pin(.allEdges(padding: 20))
//                       Pin, View.place(on:), View.pin(_:)
//   visual format (core) root.addConstraints(visualFormat: "H:|-[left]-[right(==left)]-|", views: …)
//
// Seed 003's attribute names. The article writes `button.Frame.Width == ButtonWidth`; `frame` is
// already a view's solved rectangle here, so the equations use the item's anchors under short
// names — `button.width`, `text.left`, `view.centerX`, `label.firstBaseline` — which View and
// LayoutGuide did not use (see LayoutItem+EquationAttributes.swift). They are the anchors
// (`button.width` is `button.widthAnchor`), so `button.widthAnchor == 88` works too, and mixing
// kinds (leading with left, x with y, positions with sizes) does not compile.
