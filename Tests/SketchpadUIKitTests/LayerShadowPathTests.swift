import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A layer's `shadowPath` is the shadow's outline, in the layer's coordinates, instead of the
/// layer's shape: on a view's own layer and on a sublayer.
@MainActor @Suite struct LayerShadowPathTests {
    /// A white 100-point card at (50, 50) on white, with a hard black shadow (no blur, no offset).
    private func card() -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        root.addSubview(card)
        return (root, card)
    }

    @Test func aViewsShadowFollowsItsLayersShadowPath() throws {
        let (root, card) = card()
        // Without a path the shadow is the card's square, hidden under it.
        expectColor(try pixels(root).pixel(x: 100, y: 170), 255, 255, 255)
        // A path 50 points taller than the card: its shadow shows below the card.
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 150)).cgPath
        let image = try pixels(root)
        expectColor(image.pixel(x: 100, y: 170), 0, 0, 0)
        expectColor(image.pixel(x: 100, y: 205), 255, 255, 255)
        expectColor(image.pixel(x: 100, y: 100), 255, 255, 255)   // the card covers its shadow
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            card.layer.shadowRadius = 8
            card.layer.shadowOpacity = 0.5
            card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 80, width: 80, height: 40)).cgPath
            try Scene(view: root).render(to: folder + "/layer-shadow-path.png", scale: 2)
        }
    }

    @Test func aSublayersShadowFollowsItsShadowPath() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let badge = CALayer()
        badge.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        badge.backgroundColor = UIColor.white.cgColor
        badge.shadowOpacity = 1
        badge.shadowRadius = 0
        badge.shadowOffset = .zero
        // A path to the right of the layer, in its coordinates: the shadow is there, not under it.
        badge.shadowPath = UIBezierPath(rect: CGRect(x: 60, y: 0, width: 40, height: 40)).cgPath
        root.layer.addSublayer(badge)
        let image = try pixels(root)
        expectColor(image.pixel(x: 100, y: 40), 0, 0, 0)
        expectColor(image.pixel(x: 40, y: 40), 255, 255, 255)
    }
}
