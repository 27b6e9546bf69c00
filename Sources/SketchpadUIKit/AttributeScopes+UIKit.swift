import Foundation

extension AttributeScopes {
    /// The text attributes UIKit adds to `AttributedString` and `AttributeContainer`
    /// (`AttributeScopes.UIKitAttributes`): the ones Sketchpad's UIKit reads — a button
    /// configuration's text attributes transformers set `font` and `foregroundColor`.
    ///
    /// ```swift
    /// var attributes = AttributeContainer()
    /// attributes.font = UIFont.boldSystemFont(ofSize: 15)
    /// attributes.foregroundColor = .systemRed
    /// ```
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The text's colour (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
    }

    /// UIKit's attribute scope, as `\.uiKit` names it.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
