/// A set of accessibility traits that describe how an element behaves (`accessibilityAddTraits`).
/// A picture has no accessibility tree, so traits are accepted and change nothing drawn.
///
/// ```swift
/// Text(scrum.title).font(.headline).accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt32

    public init() { bits = 0 }
    private init(bit: UInt32) { bits = 1 << bit }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    public static let isToggle = AccessibilityTraits(bit: 15)
    public static let isTabBar = AccessibilityTraits(bit: 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var s = self; s.bits |= other.bits; return s }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var s = self; s.bits &= other.bits; return s }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { var s = self; s.bits ^= other.bits; return s }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        defer { bits |= newMember.bits }
        return contains(newMember) ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How the children of an accessibility element are represented (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// Children are ignored: the element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children are accessibility elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Children's properties are merged into this element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

// What VoiceOver reads is not part of a picture: these compile and change nothing drawn.
extension View {
    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(_NoEffectModifier()) }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(_NoEffectModifier()) }

    /// Creates a new accessibility element, or makes this view one, with its children represented as `children` says.
    ///
    /// ```swift
    /// HStack { Label("Length", systemImage: "clock"); Spacer(); Text("10 minutes") }
    ///     .accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(_NoEffectModifier()) }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> some View { modifier(_NoEffectModifier()) }

    /// Adds a textual description of the value that the view contains, from a localized string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { modifier(_NoEffectModifier()) }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(_NoEffectModifier()) }
}
