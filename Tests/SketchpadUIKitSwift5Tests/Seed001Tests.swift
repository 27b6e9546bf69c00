import Testing
import SketchpadUIKit

// Seed 001 (SwiftAutoLayout's README): every sample, verbatim, wrapped in a view controller's
// `viewDidLoad` or a function; the closing braces the article's text lost are restored, nothing
// else. The helper library is `SwiftAutoLayoutClient.swift`.

final class Seed001ParentViewController: UIViewController {
    var label: UILabel!
    // UIViewController subclass
    override func viewDidLoad() {
       // Create a label
       let label = UILabel()
       label.text = "SwiftAutoLayout is neato!"
       // Constrain its leading and centerY anchors to be equal to our view's respective anchors
       // Because label doesn't yet have a parent, it will become a child of our view
       label.constrain(to: view).leading().centerY()
        self.label = label
    }
}

final class Seed001HierarchyViewController: UIViewController {
    var container: UIView!, label: UILabel!
    override func viewDidLoad() {
        // Wrap a label in a container view that has a grey background and some internal padding.
        let container = UIView()
        container.backgroundColor = .gray
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        container.constrain(to: view).centerXY()

        // Constrain a label to the layout margins guide of the container. This means we
        // get padding for free! No need to define constants in these constraints.
        // Label will become a child of the layout guide's owning view.
        let label = UILabel()
        label.constrain(to: container.layoutMarginsGuide).leadingTrailingTopBottom()

        // Ensure the label doesn't get wider than our view within a constant.
        // Since label is a child of container by this point, SwiftAutoLayout doesn't set its parent.
        label.constrain(to: view).width(.lessThanOrEqual, constant: -60, priority: .defaultHigh)
        label.text = "A label in a padded container"
        (self.container, self.label) = (container, label)
    }
}

@MainActor @Suite struct Seed001Tests {
    @Test func constrainingAViewToAParentView() {
        let controller = Seed001ParentViewController()
        _ = show(controller)
        let label = controller.label!
        #expect(label.superview === controller.view)
        let size = label.intrinsicContentSize
        #expect(size.width > 100 && size.height > 10)
        expectRect(label.frame, 0, (480 - size.height) / 2, size.width, size.height)
    }

    /// view → container → label; the container is centred and 8 larger than the label on every side.
    @Test func buildingTheViewHierarchy() {
        let controller = Seed001HierarchyViewController()
        _ = show(controller)
        let container = controller.container!, label = controller.label!
        #expect(controller.view.subviews.count == 1 && controller.view.subviews[0] === container)
        #expect(container.subviews.count == 1 && container.subviews[0] === label)
        let size = label.intrinsicContentSize
        expectRect(container.frame, pixelRect((320 - size.width - 16) / 2, (480 - size.height - 16) / 2, size.width + 16, size.height + 16))
        expectRect(label.frame, 8, 8, size.width, size.height)
    }

    @Test func customizingConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        // Simple leading padding of 16 points
        label.constrain(to: view).leading(constant: 16)

        // Simple trailing padding of 16 points.
        // NOTE: Constraints between trailing and bottom anchors have their items reversed
        // so your constants can always be positive when insetting!
        label.constrain(to: view).trailing(constant: 16)

        // Get as customized as you like!
        label.constrain(to: view).top(.greaterThanOrEqual, constant: 8, multiplier: 0.5, priority: .defaultLow)

        // In common scenarios where multiple constraints are defined together,
        // helper methods create multiple constraints using the supplied arguments
        label.constrain(to: view).leadingTrailing(constant: 16).topBottom(constant: 8)

        view.layoutIfNeeded()
        expectRect(label.frame, 16, 8, 288, 184)
        #expect(view.layoutIssues.isEmpty)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), pinned = UILabel()
        // As a bonus, this makes it super easy to pin a view to a container,
        // become its child, and disable its resizing mask in a single line of code
        pinned.constrain(to: other).leadingTrailingTopBottom()
        other.layoutIfNeeded()
        expectRect(pinned.frame, 0, 0, 100, 100)
        #expect(!pinned.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func marginsOfTheViewInsetFromTheSafeArea() {
        final class Controller: UIViewController {
            let label = UILabel()
            override func viewDidLoad() {
                let label = self.label
                // And as a bonus to that bonus, if you want the label to be constrained to
                // the view's margins inset from the safe area, use its margins layout guide!
                label.constrain(to: view.layoutMarginsGuide).leadingTrailingTopBottom()
            }
        }
        let controller = Controller()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        _ = show(controller, width: 390, height: 844)
        // A view controller's root view: 16-point side margins, none at top and bottom, from the safe area.
        expectRect(controller.label.frame, 16, 47, 358, 763)
    }

    @Test func gettingConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), label = UILabel()
        // You can grab a reference to the builder itself...
        let builder = label.constrain(to: view).leading().centerY()
        print(builder.constraints.last!) // NSLayoutConstraint between centerY anchors
        #expect(builder.constraints.last!.firstAttribute == .centerY)

        // ...or just access the array of constraints directly!
        let constraint = label.constrain(to: view).centerY(constant: 0).constraints.last!

        // Then use the constraint later as needed.
        constraint.constant = 100
        #expect(constraint.constant == 100 && constraint.isActive)

        // Keep in mind some helper methods create multiple constraints in the order they're named.
        // This should be clear based on method name, and their documentation will specify constraint count.
        let constraints = label.constrain(to: view).leadingTrailingTopBottom().constraints
        print(constraints.count) // 4
        #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top, .bottom])
    }

    @Test func activatingLater() {
        let label = UILabel()
        // You can put constraints on their own lines thanks to functional chanining. Here we
        // dynamically activate a constraint later, as such its priority must be lower than `.required`
        let constraint = label.constrainSelf()
           .height(constant: 0, priority: .required - 1, activate: false)
        #expect(!constraint.isActive)
        constraint.isActive = true // smoosh!
        #expect(constraint.constraints[0].isActive && constraint.constraints[0].priority.rawValue == 999)
    }

    @Test func systemSpacingAndCustomConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), label = UILabel()
        label.constrain(to: view).leadingTrailing(constant: .systemSpacing)
        label.constrainSelf().height(constant: 20)
        label.constrain(to: view).top()
        view.layoutIfNeeded()
        expectRect(label.frame, 8, 0, 304, 20)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), box = UILabel()
        // NSLayoutXAxisAnchor: Constrain label's centerXAnchor to view's leadingAnchor
        box.constrain(to: other).xAxis(.centerX, to: .leading)
        // NSLayoutYAxisAnchor: Constrain label's centerYAnchor to view's topAnchor
        box.constrain(to: other).yAxis(.centerY, to: .top)
        // NSLayoutDimension: Constrain label's widthAnchor to view's heightAnchor
        box.constrain(to: other).dimension(.width, to: .height)
        box.constrainSelf().height(constant: 30)
        other.layoutIfNeeded()
        expectRect(box.frame, -100, -15, 200, 30)
    }

    @Test func useLayoutGuides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        // Create a layout guide that will determine a height in which some buttons
        // will be spread out along the x axis, and centered on the y axis
        let buttonsLayoutGuide = UILayoutGuide()
        buttonsLayoutGuide.constrain(to: view.layoutMarginsGuide).leadingTrailing().bottom()
        buttonsLayoutGuide.constrainSelf().height(constant: 60)

        let buttons = [UIButton(), UIButton(), UIButton()]
        buttons.forEach { $0.constrainSelf().widthHeight(constant: 40) }
        // (The article's text lost `.forEach` and `in` here.)
        zip(buttons, [0.5, 1.0, 1.5]).forEach { (button, multiplier) in
           button.constrain(to: buttonsLayoutGuide).centerX(multiplier: multiplier).centerY()
        }
        view.layoutIfNeeded()
        #expect(buttonsLayoutGuide.owningView === view)
        expectRect(buttonsLayoutGuide.layoutFrame, 8, 132, 304, 60)
        // Centres at 0.5, 1 and 1.5 × the guide's centre x (160).
        expectRect(buttons[0].frame, 60, 142, 40, 40)
        expectRect(buttons[1].frame, 140, 142, 40, 40)
        expectRect(buttons[2].frame, 220, 142, 40, 40)
        #expect(view.layoutIssues.isEmpty)
    }
}
