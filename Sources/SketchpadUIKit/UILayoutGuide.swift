import SketchpadLayout
import SketchpadWidgets

/// A rectangle that takes part in layout but draws nothing: UIKit's `UILayoutGuide`, over a
/// Sketchpad `LayoutGuide`. Every view also has the system guides `layoutMarginsGuide`,
/// `safeAreaLayoutGuide` and `readableContentGuide`.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalToConstant: 20).isActive = true
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    let backing: LayoutGuide
    /// The view the guide belongs to, held weakly, as UIKit does (the view holds its guides).
    /// Setting it moves the guide to that view (``UIView/addLayoutGuide(_:)``), or out of its
    /// view (nil).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }
    weak var owningViewStorage: UIView?
    /// The guide's anchors, made once each and kept.
    var anchorCache = AnchorCache()

    public override init() {
        backing = LayoutGuide()
        super.init()
    }

    public required init?(coder: NSCoder) {
        backing = LayoutGuide()
        super.init()
    }

    /// A system guide of `owner` (margins, safe area, readable content).
    init(system guide: LayoutGuide, owner: UIView, identifier: String) {
        backing = guide
        owningViewStorage = owner
        super.init()
        backing.identifier = identifier
    }

    /// A name for debugging.
    open var identifier: String {
        get { backing.identifier }
        set { backing.identifier = newValue }
    }

    /// The guide's frame after the last layout pass, in its owning view's coordinate system.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        return owner.convertFromCanvas(backing.layoutFrame)
    }

    var debugName: String {
        let name = identifier.isEmpty ? "UILayoutGuide" : identifier
        return "\(name) of \(owningView?.debugName ?? "no view")"
    }

    // `description` is nonisolated (NSObject's); guides are only described on the main actor.
    open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)) \(debugName) layoutFrame = \(layoutFrame)>" }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) } }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) } }
    open var leftAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) } }
    open var rightAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) } }
    open var topAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) } }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) } }
    open var widthAnchor: NSLayoutDimension { anchorCache.anchor(.width) { NSLayoutDimension(item: self, attribute: .width) } }
    open var heightAnchor: NSLayoutDimension { anchorCache.anchor(.height) { NSLayoutDimension(item: self, attribute: .height) } }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) } }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) } }
}
