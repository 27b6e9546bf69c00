/// A constraint a ``StackView`` generates for one layout pass, kept as its parts (the records of
/// its items, its attributes and numbers) rather than as a ``Constraint`` object.
///
/// A list of 10,000 views made some 16,600 generated `Constraint` objects per layout, each holding
/// both of its views strongly: an allocation, two retains written into scattered views and, when
/// the layout ended, the same again to free them. The layout only needs the row, so the object is
/// made when a diagnostic names the constraint (``LayoutSession/constraint(ofStackEntry:)``), with
/// the same items, attributes, numbers, identifier, origin and location as before.
struct StackRow {
    /// What the row does, as the generated constraint's identifier names it.
    enum Kind: String {
        case canvas = "stack-canvas"
        case spacing = "stack-spacing"
        case fillEqually = "stack-fill-equally"
        case fillProportionally = "stack-fill-proportionally"
        case nonnegative = "stack-nonnegative"
        case alignment = "stack-alignment"
        case spanning = "stack-spanning"
        case baseline = "stack-baseline"
    }

    /// The record of the stack that generated the row (its location is the constraint's).
    let stack: Int32
    /// The records of the first and second item (`second` −1: none).
    let first: Int32
    let second: Int32
    let firstAttribute: LayoutAttribute
    /// ``LayoutAttribute/notAnAttribute`` when there is no second item, as ``Constraint`` stores it.
    let secondAttribute: LayoutAttribute
    let relation: LayoutRelation
    let kind: Kind
    let multiplier: Double
    let constant: Double
    let priority: LayoutPriority

    init(stack: Int, _ first: Int, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: Int?,
         _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority, kind: Kind) {
        self.stack = Int32(stack)
        self.first = Int32(first)
        self.second = Int32(second ?? -1)
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.kind = kind
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
