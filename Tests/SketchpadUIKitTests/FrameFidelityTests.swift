import Testing
import Sketchpad
import SketchpadUIKit

/// Frames as iOS gives them (issue 23): edges rounded to the screen's pixel grid, the root view's
/// system minimum margins in either orientation, and the visual format's standard space to the
/// superview.
@MainActor @Suite struct FrameFidelityTests {
    /// Each edge is rounded (to 1/3 pt on the 3× screen), not the size: an edge at 0.2 goes to
    /// 1/3, one at 10.4 to 10 1/3, so the width is 10 where rounding the size would give 10 1/3.
    @Test func edgesAreRoundedToTheScreensPixelGrid() {
        #expect(UIScreen.main.scale == 3)
        let root = makeRoot()
        let box = constrained()
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.2),
            box.widthAnchor.constraint(equalToConstant: 10.2),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 1.0 / 6),   // half a pixel: away from zero
            box.heightAnchor.constraint(equalToConstant: 20.1),
        ])
        root.layoutIfNeeded()
        expectRect(box.frame, 1.0 / 3, 1.0 / 3, 10, 20)
    }

    /// The edges are rounded relative to the superview's unrounded origin, then placed from its
    /// rounded one (UIKit's engine works in superview coordinates): a view 0.2 pt inside a
    /// superview at 0.2 pt sits 1/3 pt inside it, 2/3 pt from the root, where rounding in the
    /// root's coordinates would give 1/3 pt.
    @Test func edgesAreRoundedInTheirSuperviewsCoordinates() {
        let root = makeRoot()
        let outer = constrained(), inner = constrained()
        root.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.2),
            outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 100),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 0.2),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        expectRect(outer.frame, 1.0 / 3, 0, 100, 100)
        expectRect(inner.frame, 1.0 / 3, 0, 50, 50)
        #expect(abs(inner.convert(inner.bounds, to: root).minX - 2.0 / 3) < 1e-9)
    }

    /// A view placed by its frame keeps the frame it was given; the scene draws the rounded frames.
    @Test func framesSetInCodeAreKeptAndScenesDrawRoundedFrames() throws {
        let root = makeRoot(width: 100, height: 100)
        let fixed = UIView(frame: CGRect(x: 0.1, y: 0, width: 40.1, height: 10))
        let third = constrained()
        root.addSubview(fixed)
        root.addSubview(third)
        NSLayoutConstraint.activate([
            third.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            third.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            third.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.3),   // 30
            third.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1, constant: 0.1),   // 10.1
        ])
        root.layoutIfNeeded()
        expectRect(fixed.frame, 0.1, 0, 40.1, 10)
        expectRect(third.frame, 0, 20, 30, 10)
        let scene = try Scene(view: root)
        let drawn = try #require(scene.layout().entries.first { ($0.item as AnyObject) === scene.root.subviews[1] })
        #expect(drawn.frame == Rect(x: 0, y: 20, width: 30, height: 10))
    }

    /// `systemMinimumLayoutMargins`: 16 at the sides on phone-sized screens in both orientations,
    /// measured beyond the safe area; 20 where the shorter side is over 414 points.
    @Test(arguments: [
        (CGSize(width: 375, height: 812), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), CGFloat(16)),   // iPhone X
        (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), CGFloat(16)),  // landscape
        (CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), CGFloat(16)),  // iPhone 13
        (CGSize(width: 896, height: 414), UIEdgeInsets(top: 0, left: 48, bottom: 21, right: 48), CGFloat(16)),  // iPhone 11
        (CGSize(width: 428, height: 926), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), CGFloat(20)),   // 13 Pro Max
        (CGSize(width: 926, height: 428), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), CGFloat(20)),
        (CGSize(width: 820, height: 1180), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), CGFloat(20)),  // iPad
    ])
    func rootMarginsFollowTheScreensShorterSide(size: CGSize, safeArea: UIEdgeInsets, side: CGFloat) {
        let window = InsetWindow(frame: CGRect(origin: .zero, size: size))
        window.insets = safeArea
        let controller = UIViewController()
        window.rootViewController = controller
        let content = constrained()
        controller.view.addSubview(content)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.makeKeyAndVisible()
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
        #expect(content.frame.minX == safeArea.left + side)
        #expect(size.width - content.frame.maxX == safeArea.right + side)
    }

    /// `|-[view]-|` puts the view on the superview's layout margins (Apple's documentation of
    /// `directionalLayoutMargins`): 16 on a controller's root view of a phone, the margins set
    /// on a plain view; `-` between views stays 8.
    @Test func standardSpaceToTheSuperviewIsItsLayoutMargins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let a = constrained(), b = constrained()
        controller.view.addSubview(a)
        controller.view.addSubview(b)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: ["a": a, "b": b]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(20)]", metrics: nil, views: ["a": a]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[b(20)]", metrics: nil, views: ["b": b]))
        window.makeKeyAndVisible()
        expectRect(a.frame, 16, 100, 175, 20)
        expectRect(b.frame, 199, 100, 175, 20)

        let plain = makeRoot(width: 200, height: 100)
        plain.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        let c = constrained()
        plain.addSubview(c)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[c]-|", metrics: nil, views: ["c": c])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[c]|", metrics: nil, views: ["c": c]))
        plain.layoutIfNeeded()
        expectRect(c.frame, 30, 0, 160, 100)
    }
}

/// A window told its safe-area insets, as UIKit's windows are by the screen.
private final class InsetWindow: UIWindow {
    var insets = UIEdgeInsets.zero
    override var safeAreaInsets: UIEdgeInsets { insets }
}
