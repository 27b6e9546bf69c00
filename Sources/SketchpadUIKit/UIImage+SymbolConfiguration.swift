import SketchpadLayout

extension UIImage {
    /// The point size, text style, weight, scale and colours of a symbol image: UIKit's
    /// `UIImage.SymbolConfiguration`. The size of a symbol image follows it: the point size (a
    /// text style's at the traits' content size; 17, the body style's, when unspecified) scales
    /// the image from its 17-point size, and the scale makes it about 20% smaller (`.small`) or
    /// 30% larger (`.large`). Its alignment rectangle stays the text line of the point size, so
    /// symbols of every scale align with text of that size. Weight and colours are stored (the
    /// icon set has one weight and draws in the tint).
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 34, weight: .semibold, scale: .large)
    /// let star = UIImage(systemName: "star.fill", withConfiguration: big)
    /// imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
    /// ```
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        // @unchecked: the stored values are only written while a new configuration is made.
        /// A fixed point size (nil: unspecified).
        var pointSize: CGFloat?
        /// A Dynamic Type style whose point size the symbol takes (nil: unspecified).
        var textStyle: UIFont.TextStyle?
        var weight = SymbolWeight.unspecified
        var scale = SymbolScale.unspecified
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        /// true: multicolour preferred; false: monochrome preferred; nil: unspecified.
        var prefersMulticolor: Bool?

        /// A configuration that specifies nothing (the same as none).
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// The point size and weight of `font`.
        public convenience init(font: UIFont) {
            self.init()
            pointSize = font.pointSize
            weight = SymbolWeight(font.weight)
        }

        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// Hierarchical colouring in `hierarchicalColor` (stored: symbols are drawn in one colour).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// Palette colouring (stored: symbols are drawn in one colour).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// Multicolour preferred (stored: symbols are drawn in one colour).
        public class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// Monochrome preferred (what symbols are drawn in here).
        public class func preferringMonochrome() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = false
            return configuration
        }

        /// This configuration without its text style.
        public func withoutTextStyle() -> Self { copy { $0.textStyle = nil } }
        /// This configuration without its scale.
        public func withoutScale() -> Self { copy { $0.scale = .unspecified } }
        /// This configuration without its weight.
        public func withoutWeight() -> Self { copy { $0.weight = .unspecified } }
        /// This configuration without its point size and weight.
        public func withoutPointSizeAndWeight() -> Self { copy { $0.pointSize = nil; $0.weight = .unspecified } }

        /// Whether `otherConfiguration` has exactly these values.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return isEqual(other as Any?)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard super.isEqual(object), let other = object as? SymbolConfiguration else { return false }
            return other.pointSize == pointSize && other.textStyle == textStyle && other.weight == weight && other.scale == scale
                && other.hierarchicalColor == hierarchicalColor && other.paletteColors == paletteColors
                && other.prefersMulticolor == prefersMulticolor
        }

        private func copy(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = Self()
            copy.take(self, replacing: false)
            change(copy)
            return copy
        }

        override func take(_ other: Configuration, replacing: Bool) {
            super.take(other, replacing: replacing)
            guard let other = other as? SymbolConfiguration else { return }
            guard replacing else {
                pointSize = other.pointSize; textStyle = other.textStyle; weight = other.weight; scale = other.scale
                hierarchicalColor = other.hierarchicalColor; paletteColors = other.paletteColors
                prefersMulticolor = other.prefersMulticolor
                return
            }
            // A fixed point size and a text style exclude each other: the one given last wins.
            if let size = other.pointSize { pointSize = size; textStyle = nil }
            if let style = other.textStyle { textStyle = style; pointSize = nil }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if other.hierarchicalColor != nil || other.paletteColors != nil || other.prefersMulticolor != nil {
                hierarchicalColor = other.hierarchicalColor; paletteColors = other.paletteColors
                prefersMulticolor = other.prefersMulticolor
            }
        }

        /// The point size the symbol is drawn at: the fixed one, else the text style's at the
        /// configuration's (or the current) content size, else 17 (body at the default size).
        var resolvedPointSize: Double {
            if let pointSize { return Double(pointSize) }
            if let textStyle {
                let category = traitCollection?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
                return Double(textStyle.size(for: category))
            }
            return SymbolMetrics.defaultPointSize
        }
    }
}
