import Testing
import Sketchpad
import SketchpadUIKit

/// `UIView` over the engine: frames after `layoutIfNeeded()`, views placed by their frame,
/// margins, intrinsic sizes, `layoutSubviews`, fitting sizes.
@MainActor @Suite struct UIViewLayoutTests {
    @Test func anchorsPlaceAViewAndFramesAreSuperviewRelative() {
        let root = makeRoot()
        let card = constrained(), badge = constrained()
        root.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        #expect(card.frame == .zero)   // nothing moves before layout
        root.layoutIfNeeded()
        expectRect(card.frame, 8, 40, 304, 100)
        expectRect(badge.frame, 274, 40, 20, 20)      // relative to the card
        expectRect(badge.bounds, 0, 0, 20, 20)
        #expect(badge.center == CGPoint(x: 284, y: 50))
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 282, y: 80, width: 20, height: 20))
        #expect(root.layoutIssues.isEmpty)
    }

    /// A view that keeps `translatesAutoresizingMaskIntoConstraints` is placed by its frame, and
    /// other views can be constrained to it.
    @Test func viewsMadeInCodeArePlacedByTheirFrame() {
        let root = makeRoot()
        let fixed = UIView(frame: CGRect(x: 30, y: 20, width: 100, height: 50))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        let below = constrained()
        root.addSubview(fixed)
        root.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            below.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectRect(fixed.frame, 30, 20, 100, 50)
        expectRect(below.frame, 30, 78, 50, 10)
        fixed.frame.origin.x = 60
        root.layoutIfNeeded()
        expectRect(below.frame, 60, 78, 50, 10)
        fixed.center = CGPoint(x: 160, y: 100)
        root.layoutIfNeeded()
        expectRect(below.frame, 110, 133, 50, 10)
    }

    /// Constants and activation changes take effect at the next layout.
    @Test func changingConstantsAndActivation() {
        let root = makeRoot()
        let box = constrained()
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let tall = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([top, tall, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        expectRect(box.frame, 0, 10, 10, 30)
        top.constant = 25
        root.layoutIfNeeded()
        expectRect(box.frame, 0, 25, 10, 30)
        #expect(root.constraints.count == 2 && box.constraints.count == 2)   // installed on the nearest common ancestor
        tall.isActive = false
        let short = box.heightAnchor.constraint(equalToConstant: 5)
        short.isActive = true
        root.layoutIfNeeded()
        expectRect(box.frame, 0, 25, 10, 5)
        #expect(!tall.isActive && short.isActive)
    }

    @Test func constraintPropertiesAreUIKits() {
        let root = makeRoot(), a = constrained(), b = constrained()
        root.addSubview(a)
        root.addSubview(b)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing && c.relation == .equal)
        #expect(c.multiplier == 1 && c.constant == 8 && c.priority == .required && !c.isActive)
        let d = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 44)
        d.identifier = "min width"
        d.priority = UILayoutPriority(UILayoutPriority.defaultHigh.rawValue + 1)
        #expect(d.secondItem == nil && d.relation == .greaterThanOrEqual && d.priority.rawValue == 751)
        #expect(c.firstAnchor.item === a && c.secondAnchor?.item === b && d.secondAnchor == nil)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11 && NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.defaultLow < .defaultHigh && UILayoutPriority(999).rawValue == 999)
    }

    /// A constraint between views of different hierarchies is refused (UIKit raises an
    /// exception), recorded, and the constraint stays inactive.
    @Test func noCommonAncestorIsAnIssueNotACrash() {
        let a = constrained(), b = constrained()
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(a.layoutIssues.map(\.kind) == [.noCommonAncestor])
        #expect(a.layoutIssues[0].message.contains("no common ancestor"))
    }

    /// Leading related to left compiles (both are x anchors), as in UIKit, and is refused when activated.
    @Test func incompatibleAttributesAreAnIssue() {
        let root = makeRoot(), a = constrained()
        root.addSubview(a)
        let c = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(a.layoutIssues.first?.kind == .invalidConstraint)
        let position = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                          multiplier: 1, constant: 10)
        position.isActive = true
        #expect(!position.isActive && a.layoutIssues.count == 2)
        let notAView = NSLayoutConstraint(item: "text", attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 10)
        notAView.isActive = true
        #expect(!notAView.isActive)
    }

    /// Changing an active constraint's priority between required and optional is refused.
    @Test func priorityMutationOfAnActiveRequiredConstraint() {
        let root = makeRoot(), a = constrained()
        root.addSubview(a)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        #expect(c.priority == .required)
        #expect(a.layoutIssues.first?.kind == .priorityMutation)
        let d = a.heightAnchor.constraint(equalToConstant: 10)
        d.priority = .defaultHigh
        d.isActive = true
        d.priority = .defaultLow     // optional to optional is fine
        #expect(d.priority == .defaultLow && a.layoutIssues.count == 1)
    }

    /// Unsatisfiable constraints: laid out without one of them, reported as UIKit logs them.
    @Test func unsatisfiableConstraintsAreReported() {
        let root = makeRoot(), a = constrained()
        root.addSubview(a)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutIssues.contains { $0.kind == .layout })
    }

    /// An overridden `intrinsicContentSize` is what layout uses; invalidating it moves things.
    @Test func overriddenIntrinsicContentSize() {
        final class Pill: UIView {
            var width: CGFloat = 60
            override var intrinsicContentSize: CGSize { CGSize(width: width, height: 24) }
        }
        let root = makeRoot()
        let pill = Pill()
        pill.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            pill.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectRect(pill.frame, 250, 10, 60, 24)
        pill.width = 100
        pill.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectRect(pill.frame, 210, 10, 100, 24)
        #expect(pill.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(pill.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// `layoutSubviews` runs after the constraint pass with frames set; frames it sets by hand
    /// move what is constrained to them (another pass runs).
    @Test func layoutSubviewsPlacesByHand() {
        final class Header: UIView {
            let dot = UIView()
            var calls = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                calls += 1
                dot.frame = CGRect(x: bounds.width - 14, y: 4, width: 10, height: 10)
            }
        }
        let root = makeRoot()
        let header = Header(), caption = constrained()
        header.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(header.dot)
        root.addSubview(header)
        root.addSubview(caption)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            caption.leadingAnchor.constraint(equalTo: header.dot.leadingAnchor),
            caption.topAnchor.constraint(equalTo: header.dot.bottomAnchor),
            caption.widthAnchor.constraint(equalToConstant: 10),
            caption.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectRect(header.dot.frame, 306, 4, 10, 10)
        expectRect(caption.frame, 306, 14, 10, 10)
        #expect(header.calls >= 1)
        #expect(root.layoutIssues.isEmpty)
    }

    /// A `layoutSubviews` that changes the layout every time is stopped and reported.
    @Test func layoutThatNeverSettlesIsReported() {
        final class Restless: UIView {
            let child = UIView()
            override func layoutSubviews() { child.frame.origin.x += 1 }
        }
        let root = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(root.child)
        root.layoutIfNeeded()
        #expect(root.layoutIssues.contains { $0.kind == .layoutDidNotSettle })
    }

    /// Margins: default 8; directional and absolute; guides follow.
    @Test func layoutMargins() {
        let root = makeRoot(), inner = constrained()
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        root.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectRect(inner.frame, 20, 10, 260, 440)
        expectRect(root.layoutMarginsGuide.layoutFrame, 20, 10, 260, 440)
        #expect(root.layoutMargins == UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }

    /// `systemLayoutSizeFitting`: the size the constraints give, the frame untouched.
    @Test func systemLayoutSizeFitting() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cell.translatesAutoresizingMaskIntoConstraints = false
        let content = constrained()
        cell.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 44))
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 44)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// `anchorWithOffset(to:)`: the distance between two anchors as a dimension.
    @Test func anchorWithOffset() {
        let root = makeRoot(), a = constrained(), b = constrained(), c = constrained()
        [a, b, c].forEach(root.addSubview)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            c.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 20),
            // b sits with equal gaps to a and c.
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            b.topAnchor.anchorWithOffset(to: root.bottomAnchor).constraint(equalToConstant: 100),
        ] + [a, b, c].flatMap { [$0.heightAnchor.constraint(equalToConstant: 10)] }
          + [a, c].map { $0.topAnchor.constraint(equalTo: root.topAnchor) })
        root.layoutIfNeeded()
        expectRect(b.frame, 150, 380, 20, 10)
        #expect(root.layoutIssues.isEmpty)
    }

    /// `preservesSuperviewLayoutMargins`: where the superview's margins reach into the view, its
    /// margins grow by the least amount that keeps content inside them too.
    @Test(arguments: [false, true]) func preservesSuperviewLayoutMargins(preserves: Bool) {
        let root = makeRoot(width: 300, height: 200)
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let cell = constrained(), content = constrained()
        cell.preservesSuperviewLayoutMargins = preserves
        root.addSubview(cell)
        cell.addSubview(content)
        NSLayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            cell.heightAnchor.constraint(equalToConstant: 60),
            content.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        if preserves {
            // Left: the superview's margin ends 10 into the cell (8 → 10); right: 20 (8 → 20);
            // top and bottom: the cell is well inside the superview's margins (8).
            #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20))
            expectRect(content.frame, 10, 8, 260, 44)
        } else {
            #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            expectRect(content.frame, 8, 8, 274, 44)
        }
        #expect(root.layoutIssues.isEmpty)
    }

    /// `autoresizingMask`: flexible parts share the change of the superview's size since the
    /// frame was set, in proportion to their sizes then.
    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = makeRoot(width: 300, height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(container)
        let fill = UIView(frame: container.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 10, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        [fill, pinnedRight, centred, fixed].forEach(container.addSubview)
        container.frame.size = CGSize(width: 200, height: 150)
        root.layoutIfNeeded()
        expectRect(fill.frame, 0, 0, 200, 150)
        expectRect(pinnedRight.frame, 180, 10, 10, 10)
        expectRect(centred.frame, 70, 40, 60, 20)     // margins 20 and 20 share the 100 points
        expectRect(fixed.frame, 5, 5, 10, 10)

        // A superview sized by constraints: the subview follows once its size is known.
        let sized = constrained()
        root.addSubview(sized)
        let inner = UIView(frame: .zero)
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sized.addSubview(inner)
        NSLayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: root.leadingAnchor), sized.topAnchor.constraint(equalTo: root.topAnchor),
            sized.widthAnchor.constraint(equalToConstant: 120), sized.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        expectRect(inner.frame, 0, 0, 120, 60)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The common case: a controller's view made at the screen's size, its background view
    /// filling it with flexible width and height, then shown in a smaller window.
    @Test func aFlexibleBackgroundFollowsTheControllersView() {
        final class Controller: UIViewController {
            let background = UIView()
            override func viewDidLoad() {
                background.frame = view.bounds
                background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(background)
            }
        }
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectRect(controller.background.frame, 0, 0, 320, 480)
    }

    /// A controller's view outlives the window it was shown in (as in snapshot tests, which make
    /// a window per snapshot) and is laid out again in the next one.
    @Test func aViewOutlivesTheWindowItWasShownIn() throws {
        let controller = UIViewController()
        _ = try Scene(viewController: controller, device: .iPhoneSE)   // that window is released here
        _ = try Scene(viewController: controller, device: .iPhone15)
        #expect(controller.view.frame.size == CGSize(width: 393, height: 852))
    }
}
