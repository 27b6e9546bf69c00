import Foundation
import Testing
import SketchpadUIKit

/// Members of the iOS SDK that real code uses and that were missing (issue 23): each compiles
/// as on iOS and does what it does there (or stores what has no effect here).
@MainActor @Suite struct SDKBreadthTests {
    @Test func offsetsAndPreconfiguredSystemImages() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset(horizontal: 2, vertical: -1).vertical == -1)
        let images: [UIImage] = [.add, .remove, .actions, .checkmark, .strokedCheckmark]
        #expect(images.map(\.name) == ["plus.circle.fill", "minus.circle.fill", "ellipsis.circle", "checkmark.circle.fill", "checkmark.circle"])
        #expect(images.allSatisfy { $0.size == CGSize(width: 20, height: 19) && $0.baselineOffsetFromBottom != nil })
    }

    /// `hasAmbiguousLayout` is true for a view whose constraints leave its frame open, false once
    /// they fix it; asking does not move anything.
    @Test func ambiguityIsReported() {
        let root = makeRoot()
        let box = constrained()
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     box.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)   // no width
        #expect(!root.hasAmbiguousLayout)
        box.widthAnchor.constraint(equalToConstant: 40).isActive = true
        #expect(!box.hasAmbiguousLayout)
        expectRect(box.frame, 10, 10, 40, 30)
        box.exerciseAmbiguityInLayout()
        expectRect(box.frame, 10, 10, 40, 30)
    }

    /// `NSLayoutConstraint()` exists for subclasses, and the update-constraints methods are `open`.
    @Test func subclassesOverrideAsInUIKit() {
        let plain = MarkerConstraint()
        #expect(plain.firstItem == nil && plain.firstAttribute == .notAnAttribute && plain.multiplier == 1)
        let view = CountingView()
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.requests == 1 && view.passes == 1)
        #expect(!view.needsUpdateConstraints())
    }

    @Test func storedMembers() {
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        label.baselineAdjustment = .alignCenters
        #expect(label.baselineAdjustment == .alignCenters)

        let owner = Delegates()
        let field = UITextField(), text = UITextView(), scroll = UIScrollView(), table = UITableView()
        field.delegate = owner
        text.delegate = owner
        scroll.delegate = owner
        table.delegate = owner
        #expect(field.delegate === owner && text.delegate === owner && scroll.delegate === owner && table.delegate === owner)
        #expect(owner.textFieldShouldReturn(field))
        #expect(owner.textView(text, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
    }

    /// The deprecated `topLayoutGuide`/`bottomLayoutGuide` span the unsafe areas above and below.
    @available(*, deprecated)
    @Test func topAndBottomLayoutGuides() {
        let window = InsetWindowForGuides(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let box = constrained()
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.makeKeyAndVisible()
        expectRect(box.frame, 0, 47, 10, 844 - 47 - 34)
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }
}

extension SDKBreadthTests {
    /// `overrideUserInterfaceStyle` on a view or a controller changes the traits colours resolve in.
    @Test func overriddenStyleReachesTheTraits() {
        let root = makeRoot(), child = UIView()
        root.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        root.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(UIColor.label.resolvedColor(with: child.traitCollection) == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func hierarchyHooksAndHitTesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), b = MovingView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        #expect(b.moves == ["to UIWindow"])
        #expect(b.window === window && UIView().window == nil)
        window.layoutIfNeeded()
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === b)   // the front one
        window.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(window.subviews.first === b)
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === a)
        #expect(window.hitTest(CGPoint(x: 200, y: 30), with: nil) == nil)
        a.addSubview(b)
        #expect(b.moves == ["to UIWindow", "to UIView"])   // once per move, not nil in between
        b.removeFromSuperview()
        #expect(b.moves.last == "to nil")
    }

    /// Without a keyboard, the keyboard guide is the band under the safe area.
    @Test func keyboardLayoutGuideSitsUnderTheSafeArea() {
        let window = InsetWindowForGuides(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let field = constrained()
        controller.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100), field.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.makeKeyAndVisible()
        expectRect(field.frame, 0, 844 - 34 - 8 - 30, 100, 30)
        #expect(controller.view.keyboardLayoutGuide === controller.view.keyboardLayoutGuide)
    }

    @Test func presentationAndStoredControllerMembers() {
        let host = UIViewController(), sheet = UIViewController()
        var completed = false
        host.present(sheet, animated: true) { completed = true }
        #expect(completed && host.presentedViewController === sheet && sheet.presentingViewController === host)
        sheet.dismiss(animated: true)
        #expect(host.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(host.modalPresentationStyle == .automatic && host.edgesForExtendedLayout == .all)
    }

    @Test func scrollingToARectMovesTheLeast() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 220))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 220))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func buttonConfigurationUpdatesAndStoredMembers() {
        let button = UIButton(configuration: .filled())
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        #expect(updates == 2)
        let styled = NSAttributedString(string: "Go")
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.currentAttributedTitle === styled && button.currentTitle == "Go")
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        #expect(field.keyboardType == .emailAddress && field.textContentType == .emailAddress && !field.isEditing)
    }
}

private final class MovingView: UIView {
    var moves: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
        moves.append("to " + (newSuperview.map { String(describing: type(of: $0)) } ?? "nil"))
    }
}

private final class MarkerConstraint: NSLayoutConstraint {
    override init() { super.init() }
}

private final class CountingView: UIView {
    var requests = 0, passes = 0
    override func setNeedsUpdateConstraints() { requests += 1; super.setNeedsUpdateConstraints() }
    override func updateConstraintsIfNeeded() { passes += 1; super.updateConstraintsIfNeeded() }
}

private final class Delegates: NSObject, UITextFieldDelegate, UITextViewDelegate, UITableViewDelegate {}

private final class InsetWindowForGuides: UIWindow {
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
}
