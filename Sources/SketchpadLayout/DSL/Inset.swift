/// One rule for distances in every DSL flavour, as SnapKit spells it:
///
/// - **`inset:`** is a distance *inwards* from the reference, positive for every edge:
///   `trailing` inset 16 sits 16 points inside the reference's trailing edge, `bottom` inset 8
///   sits 8 points above its bottom.
/// - **`offset:`** is Auto Layout's constant: added to the reference's attribute along the axis
///   (x to the right, y downwards), so `trailing` offset -16 is the same as inset 16.
///
/// The flavours' own spellings keep the meaning their article gave them, and are each one of
/// these two: anchors' `constant:` and equations' `+ c` are offsets; anchor lists' numbers
/// (seed 002, `.trailing(-16)`) are offsets; constraint builders' `constant:` (seed 001,
/// SwiftAutoLayout) and pins' `padding:` (seed 004) are insets. Every flavour also takes the
/// explicit `inset:`/`offset:` forms:
///
/// ```swift
/// label.constrain(to: card).leading(inset: 16).trailing(inset: 16)          // seed 001 builder
/// card.addSubview(label, anchors: [.leading(inset: 16), .trailing(inset: 16)])  // seed 002 anchor list
/// label.place(on: card).pin(.leading(inset: 16), .trailing(offset: -16))    // seed 004 pins
/// ```
public enum Inset {
    /// The offset (Auto Layout constant) that puts `attribute` `inset` points inside its reference.
    public static func offset(for attribute: LayoutAttribute, inset: Double) -> Double {
        switch attribute {
        case .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin, .lastBaseline: return -inset
        default: return inset
        }
    }
}
