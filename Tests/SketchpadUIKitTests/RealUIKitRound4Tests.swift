import Foundation
import Testing
import Sketchpad
@_spi(SnapshotTesting) import SketchpadUIKit

/// What compiling round 4's real UIKit files needed (Core Animation layers and animations,
/// property animators, page view controllers, touches and control tracking, `NSValue`
/// geometry), each checked with views of our own.
@MainActor @Suite struct RealUIKitRound4Tests {
    /// A progress ring as apps draw one: a grey track and a green arc to 25%, drawn by two
    /// shape layers sized in `layoutSubviews`.
    final class Ring: UIView {
        let track = CAShapeLayer(), arc = CAShapeLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            for layer in [track, arc] {
                layer.fillColor = nil
                layer.lineWidth = 10
                self.layer.addSublayer(layer)
            }
            track.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
            arc.strokeColor = UIColor.green.cgColor
            arc.lineCap = .round
            arc.strokeEnd = 0.25
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            for layer in [track, arc] {
                layer.frame = bounds
                layer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 5, dy: 5)).cgPath
            }
        }
    }

    @Test func shapeLayersAddedInLayoutSubviewsAreDrawnTrimmedFromThreeOClock() throws {
        let root = makeRoot(width: 100, height: 100)
        root.backgroundColor = .white
        root.addSubview(Ring(frame: root.bounds))
        let image = try pixels(root)
        expectColor(image.pixel(x: 95, y: 50), 0, 255, 0)     // 3 o'clock: the oval's start, where the arc begins
        expectColor(image.pixel(x: 80, y: 80), 0, 255, 0)     // clockwise on screen towards 6 o'clock, as Core Graphics runs an oval
        expectColor(image.pixel(x: 80, y: 20), 204, 204, 204) // not anticlockwise
        expectColor(image.pixel(x: 50, y: 5), 204, 204, 204)  // 12 o'clock: only the track
        expectColor(image.pixel(x: 5, y: 50), 204, 204, 204)  // 9 o'clock: only the track
        expectColor(image.pixel(x: 50, y: 50), 255, 255, 255) // no fill
    }

    /// The ring as progress views draw it: the arc's layer turned a quarter back about its
    /// anchor point (its centre) so the arc starts at 12 o'clock.
    final class TurnedRing: UIView {
        let ring: Ring
        override init(frame: CGRect) {
            ring = Ring(frame: CGRect(origin: .zero, size: frame.size))
            super.init(frame: frame)
            addSubview(ring)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            ring.arc.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 2))
        }
    }

    @Test func aShapeLayersOwnTransformTurnsItAboutItsAnchorPoint() throws {
        let root = makeRoot(width: 100, height: 100)
        root.backgroundColor = .white
        root.addSubview(TurnedRing(frame: root.bounds))
        let image = try pixels(root)
        expectColor(image.pixel(x: 50, y: 5), 0, 255, 0)      // 12 o'clock: the arc starts here
        expectColor(image.pixel(x: 80, y: 20), 0, 255, 0)     // half way to 3 o'clock
        expectColor(image.pixel(x: 50, y: 95), 204, 204, 204) // 6 o'clock: only the track
        expectColor(image.pixel(x: 5, y: 50), 204, 204, 204)  // 9 o'clock: only the track
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: root).render(to: folder + "/turned-ring.png", scale: 3)
        }
    }

    @Test func aSublayersTransformTurnsAboutAnAnchorPointAtItsCorner() throws {
        let root = makeRoot(width: 100, height: 100)
        root.backgroundColor = .white
        let bar = CALayer()
        bar.backgroundColor = UIColor.red.cgColor
        bar.anchorPoint = .zero
        bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        bar.position = CGPoint(x: 50, y: 50)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))  // clockwise on screen: hangs down from (50, 50)
        root.layer.addSublayer(bar)
        #expect(bar.frame.origin.x.rounded() == 40 && bar.frame.origin.y.rounded() == 50)
        let image = try pixels(root)
        expectColor(image.pixel(x: 45, y: 70), 255, 0, 0)     // turned: 10 wide and 30 tall, left of the anchor
        expectColor(image.pixel(x: 65, y: 55), 255, 255, 255) // unturned it would lie here
    }

    /// A gradient view as apps make one: `layerClass` is `CAGradientLayer`.
    final class Gradient: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    @Test func aViewWhoseLayerClassIsAGradientLayerDrawsTheGradient() throws {
        let root = makeRoot(width: 100, height: 100)
        let view = Gradient(frame: root.bounds)
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSubview(view)
        #expect(view.layer is CAGradientLayer)
        #expect(view.layer.frame == view.frame && view.layer.bounds == view.bounds)
        let image = try pixels(root)
        expectColor(image.pixel(x: 0, y: 50), 255, 0, 0, tolerance: 8)
        expectColor(image.pixel(x: 99, y: 50), 0, 0, 255, tolerance: 8)
        expectColor(image.pixel(x: 50, y: 50), 128, 0, 128, tolerance: 8)
    }

    /// A layer of a class of the app's own, as `layerClass` may name.
    final class RingLayer: CAShapeLayer {}
    final class RingView: UIView {
        override class var layerClass: AnyClass { RingLayer.self }
    }

    @Test func recursiveDescriptionNamesTheLayerClassTheViewChose() {
        let root = makeRoot(width: 100, height: 100)
        root.addSubview(Gradient(frame: CGRect(x: 0, y: 0, width: 100, height: 50)))
        root.addSubview(RingView(frame: CGRect(x: 0, y: 50, width: 100, height: 50)))
        let label = UILabel()
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSubview(label)
        let lines = root.recursiveDescription().components(separatedBy: "\n")
        #expect(lines[0].hasSuffix("layer = <CALayer>>"))
        #expect(lines[1].hasSuffix("layer = <CAGradientLayer>>"))
        #expect(lines[2].hasSuffix("layer = <SketchpadUIKitTests.RealUIKitRound4Tests.RingLayer>>"))
        #expect(lines[3].hasSuffix("layer = <_UILabelLayer>>"))
    }

    @Test func aGradientSublayerInsertedAtTheBackIsDrawnUnderTheSubviewsAtItsLocations() throws {
        let root = makeRoot(width: 100, height: 100)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.locations = [0.5, 1]
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layer.insertSublayer(gradient, at: 0)
        let badge = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        badge.backgroundColor = .red
        root.addSubview(badge)
        let image = try pixels(root)
        expectColor(image.pixel(x: 50, y: 25), 0, 0, 0)                    // above its first location: the first colour
        expectColor(image.pixel(x: 50, y: 75), 128, 128, 128, tolerance: 8) // half way between the locations
        expectColor(image.pixel(x: 90, y: 90), 255, 0, 0)                  // the subview on top
    }

    @Test func layerGeometryFollowsCoreAnimation() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 60, y: 40) && layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
        let parent = CALayer(), other = CALayer()
        parent.addSublayer(layer)
        parent.insertSublayer(other, below: layer)
        #expect(parent.sublayers?.first === other && layer.superlayer === parent)
        layer.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 1 && layer.superlayer == nil)
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.layer.frame == view.frame && view.layer.position == view.center)
        #expect(UIView().layer.sublayers == nil)
    }

    @Test func animationsAreKeptAndChangeNothing() {
        let layer = CAShapeLayer()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 2
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer.add(grow, forKey: "grow")
        #expect(layer.animationKeys() == ["grow"] && (layer.animation(forKey: "grow") as? CABasicAnimation)?.keyPath == "strokeEnd")
        #expect(layer.strokeEnd == 1)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        #expect(!done)
        CATransaction.commit()
        #expect(done)
        #expect(CAShapeLayerLineCap.round.rawValue == "round" && CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CACurrentMediaTime() == 0)
    }

    @Test func transformsComposeAsCoreAnimations() {
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(turn)
        #expect(abs(affine.b - 1) < 1e-9 && abs(affine.c + 1) < 1e-9)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(moved.m41 == 20 && moved.m11 == 2)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(moved, CATransform3DInvert(moved))))
        #expect(CATransform3DIsAffine(turn) && !CATransform3DIsIdentity(turn))
    }

    @Test func aPropertyAnimatorAppliesItsAnimationsWhenStarted() {
        let card = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        #expect(card.alpha == 1 && animator.state == .inactive)   // made, not started: nothing changes
        animator.startAnimation()
        #expect(card.alpha == 0 && position == .end && animator.state == .inactive)
        let spring = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
        spring.addAnimations { card.alpha = 0.5 }
        spring.pauseAnimation()
        #expect(card.alpha == 0 && spring.state == .active)
        spring.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(card.alpha == 0.5)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { card.alpha = 1 })
        #expect(card.alpha == 1)
    }

    /// Onboarding pages as apps build them in code.
    final class Pages: UIPageViewController, UIPageViewControllerDataSource {
        let pages: [UIViewController] = [UIColor.red, .green].map { color in
            let page = UIViewController()
            page.view.backgroundColor = color
            return page
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            setViewControllers([pages[1]], direction: .forward, animated: false)
        }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 1 }
    }

    @Test func aPageViewControllerShowsItsPageAndIndicator() throws {
        let pager = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let scene = try Scene(viewController: pager, device: .iPhone15)
        _ = try scene.displayList()
        #expect(pager.viewControllers?.first === pager.pages[1] && pager.children.count == 1)
        #expect(pager.pages[1].view.frame == pager.view.bounds)
        let control = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(control?.numberOfPages == 2 && control?.currentPage == 1)
        #expect(pager.spineLocation == .none)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
    }

    /// A control that tracks touches as custom controls do.
    final class Knob: UIControl {
        var began = false
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            began = true
            return super.beginTracking(touch, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            if let touch = touches.first { _ = beginTracking(touch, with: event) }
        }
    }

    @Test func touchesAndTrackingCanBeOverriddenAndCalled() {
        let knob = Knob()
        #expect(!knob.isTracking)
        knob.touchesBegan([UITouch()], with: nil)
        #expect(knob.began && knob.isTracking)
        #expect(knob.continueTracking(UITouch(), with: nil))
        knob.endTracking(nil, with: nil)
        #expect(!knob.isTracking)
        #expect(UIEvent().allTouches == nil && UIEvent.EventSubtype.motionShake.rawValue == 1)
    }

    @Test func keyboardFramesTravelAsNSValues() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    }

    @Test func aTextLayerDrawsItsString() throws {
        let root = makeRoot(width: 100, height: 40)
        root.backgroundColor = .white
        let text = CATextLayer()
        text.string = "MMMM"
        text.fontSize = 30
        text.foregroundColor = UIColor.black.cgColor
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        root.layer.addSublayer(text)
        let image = try pixels(root)
        let dark = (0..<100).flatMap { x in (0..<40).map { image.pixel(x: x, y: $0) } }.filter { $0.red < 100 }.count
        #expect(dark > 100)
    }

    @Test func aShapeMaskClipsTheViewAndMaskedCornersRoundOnlyThoseCorners() throws {
        let root = makeRoot(width: 100, height: 100)
        root.backgroundColor = .white
        // Rounded at the top left only, by a mask, as `roundCorners` helpers do.
        let masked = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        masked.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: masked.bounds, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 25, height: 25)).cgPath
        masked.layer.mask = mask
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .blue
        masked.addSubview(child)
        // Rounded at the bottom corners only, by `maskedCorners`.
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        card.backgroundColor = .green
        card.layer.cornerRadius = 25
        card.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        root.addSubview(masked)
        root.addSubview(card)
        let image = try pixels(root)
        expectColor(image.pixel(x: 1, y: 1), 255, 255, 255)   // outside the mask's rounded corner: nothing, subviews too
        expectColor(image.pixel(x: 48, y: 1), 0, 0, 255)      // the mask's square corner: the subview shows
        expectColor(image.pixel(x: 51, y: 51), 0, 255, 0)     // the card's top corners stay square
        expectColor(image.pixel(x: 98, y: 98), 255, 255, 255) // its bottom corners are rounded
    }

    /// A layer subclass as apps write one: its own initialiser, plus the two Core Animation requires.
    final class DashedLayer: CAShapeLayer {
        init(color: UIColor) {
            super.init()
            strokeColor = color.cgColor
            lineDashPattern = [4, 2]
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func layerSubclassesDeclareCoreAnimationsInitialisersAndCopyValues() {
        let dashed = DashedLayer(color: .red)
        let copy = DashedLayer(layer: dashed)
        #expect(copy.lineDashPattern == [4, 2] && copy.strokeColor == UIColor.red.cgColor)
    }
}
