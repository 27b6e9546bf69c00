import Foundation

extension UIView {
    /// UIKit's `-[UIView description]` with its addresses purged, as swift-snapshot-testing's
    /// `.recursiveDescription` records it: the class (a class of your own as `Module.Name`, with
    /// `; baseClass = UIButton` when it derives from a UIKit class other than `UIView`), the
    /// frame with numbers as `%g` prints them, the transform when it is not the identity, then
    /// what differs from UIKit's defaults, in UIKit's order (a tint colour set on the view
    /// itself and the background colour as their `description`s), then the layer. The order is
    /// iOS 17's (references printed on iOS 16–18 simulators: `…; tag = 100; userInteractionEnabled
    /// = NO; tintColor = …; gestureRecognizers = <NSArray>; backgroundColor = UIExtendedGrayColorSpace
    /// 1 1; layer = <CALayer>>`).
    var uikitDescription: String {
        var parts = ["frame = (\(Self.number(frame.minX)) \(Self.number(frame.minY)); \(Self.number(frame.width)) \(Self.number(frame.height)))"]
        if !transform.isIdentity {
            // UIKit prints each entry with `%.17g` (a rotation's cosine in full), negative zero as `-0`.
            let t = transform
            parts.append("transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { String(format: "%.17g", Double($0)) }.joined(separator: ", ") + "]")
        }
        parts += descriptionContent
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if alpha != 1 { parts.append("alpha = \(Self.number(alpha))") }
        if isHidden { parts.append("hidden = YES") }
        if !isOpaque { parts.append("opaque = NO") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.uikitDescription)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let tint = tintColorStorage { parts.append("tintColor = \(tint.description)") }
        if describesGestureRecognizers { parts.append("gestureRecognizers = <NSArray>") }
        if UIKitDescriptionFormat.current == .iOS17 {
            if let background = backgroundColorStorage { parts.append("backgroundColor = \(background.description)") }
            parts += descriptionDetails
        }
        parts.append("layer = <\(Self.layerDescriptionName)>")
        return "<\(descriptionClassName); " + parts.joined(separator: "; ") + descriptionSuffix + ">" + descriptionTrailer
    }

    /// The class UIKit's description names for the view's layer: the class `layerClass` returns
    /// when a subclass chose one (`CAGradientLayer`, `MyApp.RingLayer`), as iOS prints the layer
    /// it made of that class, else UIKit's own layer class for the view (`_UILabelLayer`).
    static var layerDescriptionName: String {
        let type: AnyClass = layerClass
        guard ObjectIdentifier(type) != ObjectIdentifier(CALayer.self) else { return layerClassName }
        return foreignClassName(of: type) ?? String(describing: type)
    }

    /// The view and its subviews, one per line, each level indented by `   | ` (UIKit's private
    /// `recursiveDescription`, without addresses). Each line is the view's `description`, so a
    /// subclass that overrides it is shown by its override, as in UIKit.
    @_spi(SnapshotTesting)
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for sub in view.subviews { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// `UILabel`; for a class of another module its qualified name, then the UIKit class it
    /// derives from unless that is `UIView` itself, as UIKit prints it: `MyApp.AvatarView` for a
    /// view, `MyApp.PillButton; baseClass = UIButton` for a button.
    private var descriptionClassName: String { uikitClassName(of: self, root: UIView.self) }

    /// How `%g` prints a number (6 significant digits, no trailing zeros): 133.667, 19.3333, 20.
    nonisolated static func number(_ value: CGFloat) -> String {
        let text = String(format: "%g", Double(value))
        return text == "-0" ? "0" : text
    }

    /// How UIKit's descriptions quote a view's text: in single quotes, cut after 25 UTF-16 units
    /// with `...` (`text = 'Call any landline or mobi...'` on an iOS 16 device, `text = 'Learn how
    /// to hide your fe...'` for a text view), whole when shorter.
    nonisolated static func quotedText(_ text: String) -> String {
        let units = Array(text.utf16)
        guard units.count > 25 else { return "'\(text)'" }
        return "'" + String(decoding: units.prefix(25), as: UTF16.self) + "...'"
    }

    /// How `NSStringFromCGPoint`, `NSStringFromCGSize` and `NSStringFromUIEdgeInsets` print a
    /// number (`%.17g`): 20, 190.66666666666666, 0.33333333333333331.
    nonisolated static func fullNumber(_ value: CGFloat) -> String {
        let text = String(format: "%.17g", Double(value))
        return text == "-0" ? "0" : text
    }
}

/// How UIKit's descriptions show an object they refer to (a table's data source, a collection
/// view's layout), with its address purged as swift-snapshot-testing records it: the object's
/// own `description` when its class overrides it, else `<MyApp.FeedViewController>` (a class of
/// another module by its qualified name); `(null)` for none.
func uikitReferenceDescription(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    if let view = object as? UIView { return view.description }
    let name = foreignClassName(of: object) ?? String(describing: Swift.type(of: object))
    guard let nsObject = object as? NSObject else { return "<\(name)>" }
    // Foundation's own description on Linux is `<Name: 0x…>` with the unqualified name.
    let inherited = "<\(Swift.type(of: nsObject)): \(Unmanaged.passUnretained(nsObject).toOpaque())>"
    let own = nsObject.description
    guard own != inherited else { return "<\(name)>" }
    return own.replacingOccurrences(of: #":?\s*0x[\da-f]+(\s*)"#, with: "$1", options: .regularExpression)
}

extension UIView.AutoresizingMask {
    /// `W+H`, `RM+BM`…: UIKit's abbreviations in its order.
    var uikitDescription: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// How UIKit's descriptions name `object`'s class: `UILabel`; a class of another module by its
/// qualified name, then the UIKit class it derives from unless that is `root` (`UIView`,
/// `UIGestureRecognizer`): `MyApp.AvatarView`, `MyApp.PillButton; baseClass = UIButton`.
func uikitClassName(of object: AnyObject, root: Any.Type) -> String {
    if let made = object as? UIKitInternalView { return made.describedClassName }
    if let made = object as? UIKitInternalLabel { return made.describedClassName }
    if object is UIKitInternalImageView { return "UIImageView" }
    guard let name = foreignClassName(of: object) else { return String(describing: Swift.type(of: object)) }
    // The nearest class of this module up the chain names the base class.
    var mirror = Mirror(reflecting: object).superclassMirror
    while let m = mirror, !isSketchpadUIKitType(m.subjectType) { mirror = m.superclassMirror }
    guard let base = mirror?.subjectType, base != root else { return name }
    return "\(name); baseClass = \(String(describing: base))"
}

/// Whether `type` is declared in this module (a UIKit class, as opposed to a user's subclass).
func isSketchpadUIKitType(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix(sketchpadUIKitModulePrefix)
}

private let sketchpadUIKitModulePrefix = String(reflecting: UIView.self).prefix { $0 != "." } + "."

/// The qualified name of the class of an object from another module (`MyApp.ProfileView`), with
/// the parts that differ from run to run (the address of a function a class is declared in)
/// left out; nil for this module's classes.
func foreignClassName(of object: AnyObject) -> String? {
    foreignClassName(of: Swift.type(of: object))
}

/// The qualified name of a class of another module (see `foreignClassName(of:)` for an object); nil for this module's classes.
func foreignClassName(of type: AnyObject.Type) -> String? {
    guard !isSketchpadUIKitType(type) else { return nil }
    return String(reflecting: type).replacingOccurrences(of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "", options: .regularExpression)
}
