/// An element of a menu: UIKit's `UIMenuElement`, the base of ``UIAction`` and ``UIMenu``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var titleStorage: String
    var imageStorage: UIImage?

    open var title: String { titleStorage }
    open var image: UIImage? { imageStorage }

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        super.init()
    }
}

/// A menu (UIKit's `UIMenu`): stored so code that attaches menus to buttons and bar button
/// items compiles; menus are never shown here.
///
/// ```swift
/// let sort = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
/// let item = UIBarButtonItem(title: "Sort", menu: sort)
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public typealias Identifier = String

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UUID().uuidString
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
