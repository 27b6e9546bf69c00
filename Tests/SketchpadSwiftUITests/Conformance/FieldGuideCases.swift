import SketchpadSwiftUI

/// Layouts whose answers two sources state in words that fix the numbers: The SwiftUI Field Guide
/// (swiftuifieldguide.com, Chris Eidhof's interactive layout reference: ideal sizes, flexible
/// frames, stack priorities) and Apple's documentation of `ViewThatFits`, `layoutPriority(_:)` and
/// `Spacer(minLength:)`. Each case quotes the sentence its numbers follow from.
enum FieldGuideCases {
    static let idealSize = "swiftuifieldguide.com/layout/ideal-size"
    static let flexibleFrames = "swiftuifieldguide.com/layout/flexible-frames"
    static let viewThatFits = "ViewThatFits docs ('selects the first child whose ideal size on the constrained axes fits within the proposed size')"
    static let priority = "layoutPriority(_:) docs ('offers the child views with the highest layout priority all the space offered to the parent minus the minimum space required for all its lower-priority children')"

    static let all: [LayoutCase] = idealSizes + frames + choices + priorities

    static let idealSizes: [LayoutCase] = [
        LayoutCase("a shape at its ideal size is 10 × 10",
                   source: "\(idealSize) ('All the built-in shapes have an ideal size of 10×10'; fixedSize proposes nil): centred in 300 × 200",
                   expect: [("shape", rect(145, 95, 10, 10))]) {
            Rectangle().accessibilityIdentifier("shape").fixedSize()
        },
        LayoutCase("a frame's ideal size is what fixedSize renders",
                   source: "\(idealSize) (RoundedRectangle().frame(idealWidth: 100, idealHeight: 40).fixedSize().padding(): 'the view always renders at its ideal size'): 100 × 40 inside 16 of padding, centred",
                   expect: [("shape", rect(100, 80, 100, 40)), ("padded", rect(84, 64, 132, 72))]) {
            RoundedRectangle(cornerRadius: 5).accessibilityIdentifier("shape")
                .frame(idealWidth: 100, idealHeight: 40)
                .fixedSize()
                .padding()
                .accessibilityIdentifier("padded")
        },
        LayoutCase("fixedSize on one axis keeps the proposal on the other",
                   source: "\(idealSize) (a flexible frame's idealWidth 'is only used when a view gets proposed a nil value'): fixedSize(horizontal: true, vertical: false) proposes nil × 200, so 100 × 200",
                   expect: [("shape", rect(100, 0, 100, 200))]) {
            Rectangle().accessibilityIdentifier("shape")
                .frame(idealWidth: 100, idealHeight: 40)
                .fixedSize(horizontal: true, vertical: false)
        },
    ]

    static let frames: [LayoutCase] = [
        LayoutCase("a frame from 0 to infinity takes the proposed width whatever its content",
                   source: "\(flexibleFrames) ('If we want to unconditionally accept the proposed width (regardless of the content's width), we can specify a minimum width of 0 and a maximum width of .infinity'): the frame is 300 wide; the 400-wide content is centred in it, 50 past each edge",
                   expect: [("outer", rect(0, 0, 300, 200)), ("content", rect(-50, 0, 400, 200))]) {
            Color.red.accessibilityIdentifier("content")
                .frame(width: 400)
                .frame(minWidth: 0, maxWidth: .infinity)
                .accessibilityIdentifier("outer")
        },
        LayoutCase("a maximum width clamps both the proposal and the reported size",
                   source: "\(flexibleFrames) ('the modifier takes the minimum of the proposed width and the specified value. This clamping behavior happens at two points: both when the frame proposes to its child, and when the frame reports its own size'): 100 wide, centred",
                   expect: [("outer", rect(100, 0, 100, 200)), ("content", rect(100, 0, 100, 200))]) {
            Color.red.accessibilityIdentifier("content")
                .frame(maxWidth: 100)
                .accessibilityIdentifier("outer")
        },
    ]

    static let choices: [LayoutCase] = [
        LayoutCase("ViewThatFits judges a child by its ideal size, not by what it could shrink to",
                   source: "\(viewThatFits): the first child's ideal width is 400 (> 300) though it would take 300 if offered; the 100 × 100 child is chosen and centred",
                   expect: [("small", rect(100, 50, 100, 100))]) {
            ViewThatFits {
                Color.red.frame(idealWidth: 400, idealHeight: 50).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("small")
            }
        },
        LayoutCase("ViewThatFits(in: .horizontal) ignores the height",
                   source: "\(viewThatFits) (in: .horizontal constrains only the width): 250 fits 300, so the 250 × 400 child is drawn, centred and overflowing 100 above and below",
                   expect: [("tall", rect(25, -100, 250, 400))]) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 250, height: 400).accessibilityIdentifier("tall")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("small")
            }
        },
        LayoutCase("ViewThatFits(in: .vertical) ignores the width",
                   source: "\(viewThatFits) (in: .vertical constrains only the height): the 400 × 150 child fits 200 high and is drawn, 50 past each side",
                   expect: [("wide", rect(-50, 25, 400, 150))]) {
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 400, height: 150).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("small")
            }
        },
    ]

    static let priorities: [LayoutCase] = [
        LayoutCase("two views tied at the higher priority share what the lower one's minimum leaves",
                   source: "\(priority): the priority-1 pair is offered 300 − 40 = 260, least flexible first (130 offered, 50 taken; then 210 offered, 120 taken); the priority-0 view gets the 130 left",
                   expect: [("a", rect(0, 0, 130, 200)), ("b", rect(130, 0, 50, 200)), ("c", rect(180, 0, 120, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 40).accessibilityIdentifier("a")
                Color.green.frame(maxWidth: 50).layoutPriority(1).accessibilityIdentifier("b")
                Color.blue.frame(maxWidth: 120).layoutPriority(1).accessibilityIdentifier("c")
            }
        },
        LayoutCase("a Spacer keeps its minimum length even when the row overflows",
                   source: "Spacer(minLength:) docs ('The minimum length this spacer can be shrunk to, along the axis or axes of expansion'): 290 + 20 = 310 wide, centred in 300, so 5 past each edge",
                   expect: [("a", rect(-5, 0, 290, 200)), ("b", rect(305, 0, 0, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(width: 290).accessibilityIdentifier("a")
                Spacer(minLength: 20)
                Color.blue.frame(width: 0).accessibilityIdentifier("b")
            }
        },
    ]
}
