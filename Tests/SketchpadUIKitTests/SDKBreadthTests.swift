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
        #expect(images.allSatisfy { $0.size == CGSize(width: 20, height: 20) })
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
