/// The name of an Objective-C method: Swift's `Selector`, which Linux's Foundation lacks.
/// It exists so that UIKit signatures with an `action:` compile (`UIBarButtonItem(barButtonSystemItem:
/// .add, target: nil, action: nil)`); nothing is ever sent to it. `#selector(…)` itself needs the
/// Objective-C runtime and does not compile on Linux: use `UIAction` (`addAction(_:for:)`,
/// `primaryAction:`) instead.
///
/// ```swift
/// let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
/// let named = Selector("refresh")
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ function: String) { name = function }
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}
