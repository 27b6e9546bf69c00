import SketchpadSwiftUI

/// How a stack orders its children before it offers them space, and where a `Spacer` stands in
/// that order.
///
/// SwiftUI's order, as the reverse-engineered sources give it:
/// - `StackLayout.prioritize(_:proposedSize:)` sorts by `layoutPriority`, highest first. Within a
///   priority it sorts by `_LayoutTraits.FlexibilityEstimate`, least flexible first. A child's
///   estimate is its length for a zero proposal and for an infinite one, both with the stack's
///   proposal across the axis. The sort is stable, so ties keep declaration order.
/// - `FlexibilityEstimate <` compares max − min. When both are infinite, it compares −min, so
///   the child with the larger minimum is the less flexible. Sources: OpenSwiftUI
///   `Sources/OpenSwiftUICore/Layout/LayoutTraits.swift` (audited for iOS 18); a second port that
///   annotates each branch with its disassembly offset; a decompiled iOS SwiftUI's `prioritize`.
/// - A `Spacer`'s layout engine answers `layoutPriority()` with −∞. `LayoutSubview.priority` and
///   the stack read that value, so a spacer is offered space after every view of priority
///   0. Sources: OpenSwiftUI `Spacer.swift` (`SpacerLayoutComputer.Engine`, audited for 6.5.4)
///   and ByteDance's DanceUI `SpacerLayoutComputer`. `layoutPriority(_:)` replaces the value.
/// - The share rule: each group first keeps back the minimum of the lower groups, then offers an
///   equal share of what is left (`sizeChildrenGenerallyWithConcreteMajorProposal`).
enum StackRuleCases {
    static let flexibility = "StackLayout.prioritize + _LayoutTraits.FlexibilityEstimate (OpenSwiftUI LayoutTraits.swift, iOS 18): two infinite flexibilities compare by −min, so the larger minimum is offered space first"
    static let spacerPriority = "SpacerLayoutComputer.Engine.layoutPriority() = −∞ (OpenSwiftUI Spacer.swift, audited 6.5.4; DanceUI SpacerLayoutComputer); the stack reads LayoutSubview.priority"

    static let all: [LayoutCase] = [
        LayoutCase("of two fully flexible views the one with a minimum is offered space first",
                   source: "\(flexibility): b (min 200) is offered 300 / 2 = 150 and takes 200; a is offered the 100 left",
                   expect: [("a", rect(0, 0, 100, 200)), ("b", rect(100, 0, 200, 200))]) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                Color.blue.frame(minWidth: 200).accessibilityIdentifier("b")
            }
        },
        LayoutCase("a VStack offers the view with the larger minimum first, the others share the rest",
                   source: "\(flexibility): b is offered 200 / 3 and takes 120; a and c, tied, are offered 80 / 2 = 40 each in declaration order",
                   expect: [("a", rect(0, 0, 300, 40)), ("b", rect(0, 40, 300, 120)), ("c", rect(0, 160, 300, 40))]) {
            VStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                Color.green.frame(minHeight: 120).accessibilityIdentifier("b")
                Color.blue.accessibilityIdentifier("c")
            }
        },
        LayoutCase("a Spacer before a ScrollView keeps only its minimum length",
                   source: "\(spacerPriority): the scroll view's group is offered 200 − 8 (the spacer's minimum, kept back) and takes it; the spacer gets the 8 left",
                   expect: [("spacer", rect(150, 0, 0, 8)), ("scroll", rect(0, 8, 300, 192))]) {
            VStack(spacing: 0) {
                Spacer().accessibilityIdentifier("spacer")
                ScrollView { Color.red.frame(height: 50) }.accessibilityIdentifier("scroll")
            }
        },
        LayoutCase("a view that can shrink keeps its full width next to a Spacer",
                   source: "\(spacerPriority): the capped view is offered 300 − 8 and takes its 250; the spacer gets the 50 left (priority 0 would offer it only 150)",
                   expect: [("capped", rect(0, 0, 250, 200)), ("spacer", rect(250, 100, 50, 0))]) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 250).accessibilityIdentifier("capped")
                Spacer().accessibilityIdentifier("spacer")
            }
        },
        LayoutCase("layoutPriority(_:) on a Spacer replaces its −∞",
                   source: "layoutPriority(_:) docs + \(spacerPriority): the spacer's group (priority 1) is offered 300 − 0 and takes it all",
                   expect: [("color", rect(0, 0, 0, 200)), ("spacer", rect(0, 100, 300, 0))]) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("color")
                Spacer().layoutPriority(1).accessibilityIdentifier("spacer")
            }
        },
        LayoutCase("a Spacer in a row does not take away the spacing above the row",
                   source: "OpenSwiftUI Spacer.swift (SpacerLayoutComputer.Engine.spacing(): .horizontal(.zero) in an HStack, only its leading and trailing edges) + StackLayout.spacing (the row's top is its children's tops): the default 8 above the row; 20 + 8 + 20 = 48 tall, centred in 200",
                   expect: [("top", rect(140, 76, 20, 20)), ("row", rect(0, 104, 20, 20))]) {
            VStack {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("top")
                HStack {
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("row")
                    Spacer()
                }
            }
        },
        LayoutCase("a padded Spacer is spaced like any padded view",
                   source: "OpenSwiftUI Spacer.swift (no spacer exception in StackLayout.makeChildren: distanceToPrevious is the facing spacings' distance) + _PaddingLayout.spacing (padded edges reset): 8 each side of the 8-wide padded spacer; 20 + 8 + 8 + 8 + 20 = 64 wide, centred in 300",
                   expect: [("a", rect(118, 90, 20, 20)), ("b", rect(162, 90, 20, 20))]) {
            HStack {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
                Spacer(minLength: 0).padding(.horizontal, 4)
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b")
            }
            .fixedSize()
        },
    ]
}
