import SketchpadLayout
import SketchpadWidgets

// Immutable: stored properties are `let`s of Sendable types (the provider is `@Sendable`); open
// only to mirror UIKit's declaration.
/// A colour: fixed sRGB components, or one that depends on the traits (light or dark), as
/// UIKit's `UIColor`. The system colours have UIKit's light and dark values.
///
/// ```swift
/// let accent = UIColor.systemBlue
/// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white }
/// card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked: immutable (`let` components, a `@Sendable` provider), as UIKit's
    // `UIColor` is Sendable.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (sRGB components), which Xcode's
    /// colour picker writes into code. Required (as in UIKit) so every subclass has it.
    ///
    /// ```swift
    /// let accent: UIColor = #colorLiteral(red: 0.925, green: 0.235, blue: 0.102, alpha: 1)
    /// ```
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(displayP3Red displayP3RedValue: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Display P3 is drawn as sRGB here (the renderer has one colour space).
        self.init(red: displayP3RedValue, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h), f = h - CGFloat(i)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that tiles an image: not drawn here, so not available (code that uses it would
    /// draw a wrong picture).
    @available(*, unavailable, message: "pattern colours are not drawn on Linux; put a UIImageView with the image behind the view instead")
    public convenience init(patternImage image: UIImage) { fatalError("unavailable") }

    /// A colour resolved from the traits each time it is used.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 1)
        provider = dynamicProvider
        super.init()
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The colour in `traitCollection` (itself for fixed colours).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with another alpha (dynamic colours stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { traits in provider(traits).withAlphaComponent(alpha) }
        }
        return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// The components in the current traits; false never (every colour here is RGB).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedColor(with: .current).components
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour's grey level in the current traits: its luma (Rec. 709 weights) for colours
    /// that are not grey. True always, as UIKit answers for RGB colours it can convert.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedColor(with: .current).components
        white?.pointee = c.red == c.green && c.green == c.blue ? c.red : 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour's hue, saturation and brightness in the current traits (the inverse of
    /// ``init(hue:saturation:brightness:alpha:)``).
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedColor(with: .current).components
        let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            switch high {
            case c.red: h = (c.green - c.blue) / range
            case c.green: h = 2 + (c.blue - c.red) / range
            default: h = 4 + (c.red - c.green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = c.alpha
        return true
    }

    /// Sets the current graphics context's fill and stroke colour: a no-op here, as there is no
    /// current context (``UIView/draw(_:)`` is never called).
    open func set() {}
    /// Sets the current graphics context's fill colour: a no-op (there is no current context).
    open func setFill() {}
    /// Sets the current graphics context's stroke colour: a no-op (there is no current context).
    open func setStroke() {}

    /// The colour in the current traits as a `CGColor` (for `layer.borderColor`…).
    open var cgColor: CGColor {
        let c = resolvedColor(with: .current).components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Sketchpad's colour in `traits`.
    func color(in traits: UITraitCollection) -> Color {
        let c = resolvedColor(with: traits).components
        return Color(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return components == other.components
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(components.red); h.combine(components.green); h.combine(components.blue); h.combine(components.alpha)
        return h.finalize()
    }

    open override var description: String {
        if provider != nil { return "<UIColor dynamic>" }
        return "UIExtendedSRGBColorSpace \(components.red) \(components.green) \(components.blue) \(components.alpha)"
    }
}

/// A colour for layers (`layer.borderColor`, `shadowColor`): Core Graphics's `CGColor`, which
/// Foundation does not have on Linux.
///
/// ```swift
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.shadowColor = CGColor(gray: 0, alpha: 1)
/// ```
public final class CGColor: Hashable, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        self.red = gray
        self.green = gray
        self.blue = gray
        self.alpha = alpha
    }

    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    var color: Color { Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }
}
