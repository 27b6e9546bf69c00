import Testing
import SketchpadUIKit

// Seed 002 ("Effective Auto Layout Programmatically in Swift"): the µDSL and the samples,
// verbatim; what the article's text lost (closing braces, `NSLayoutConstraint.activate([`, the
// bodies it does not show) is restored. Its `NSLayoutConstraint(from:relativeTo:anchor:)` call
// does not match its own `init(from:to:anchor:)` declaration; the call uses the declaration's
// label. `CallbackButton` (target/action with `#selector` and `@objc`) cannot compile on Linux,
// which has no Objective-C runtime; `UIAction`, the article's recommended way, does.

enum LayoutAnchor {
    case constant(attribute: NSLayoutConstraint.Attribute,
                  relation: NSLayoutConstraint.Relation,
                  constant: CGFloat)

    case relative(attribute: NSLayoutConstraint.Attribute,
                  relation: NSLayoutConstraint.Relation,
                  relatedTo: NSLayoutConstraint.Attribute,
                  multiplier: CGFloat,
                  constant: CGFloat)
}

extension LayoutAnchor {
    static let leading = relative(attribute: .leading, relatedBy: .equal, relatedTo: .leading)
    static let trailing = relative(attribute: .trailing, relatedBy: .equal, relatedTo: .trailing)

    static let width = constant(attribute: .width, relatedBy: .equal)
    static let height = constant(attribute: .height, relatedBy: .equal)

    static let top = relative(attribute: .top, relatedBy: .equal, relatedTo: .top)
    static let bottom = relative(attribute: .bottom, relatedBy: .equal, relatedTo: .bottom)
    static let centerX = relative(attribute: .centerX, relatedBy: .equal, relatedTo: .centerX)
    static let centerY = relative(attribute: .centerY, relatedBy: .equal, relatedTo: .centerY)

    static func relative(attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
                         relatedTo: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1) -> (CGFloat) -> LayoutAnchor {
        return { constant in .relative(attribute: attribute, relation: relation, relatedTo: relatedTo, multiplier: multiplier, constant: constant) }
    }

    static func constant(attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation) -> (CGFloat) -> LayoutAnchor {
        return { constant in .constant(attribute: attribute, relation: relation, constant: constant) }
    }
}

extension UIView {
    func addSubview(_ subview: UIView, anchors: [LayoutAnchor]) {
        translatesAutoresizingMaskIntoConstraints = false
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        subview.activate(anchors: anchors, relativeTo: self)
    }

    func activate(anchors: [LayoutAnchor], relativeTo: UIView? = nil) {
        let constraints = anchors.map { NSLayoutConstraint(from: self, to: relativeTo, anchor: $0) }
        NSLayoutConstraint.activate(constraints)
    }
}

extension NSLayoutConstraint {
    convenience init(from: UIView, to item: UIView?, anchor: LayoutAnchor) {
        switch anchor {
        case let .constant(attribute: attribute, relation: relation, constant: constant):
            self.init(item: from, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                      multiplier: 1, constant: constant)
        case let .relative(attribute: attribute, relation: relation, relatedTo: relatedTo, multiplier: multiplier, constant: constant):
            self.init(item: from, attribute: attribute, relatedBy: relation, toItem: item ?? from.superview,
                      attribute: relatedTo, multiplier: multiplier, constant: constant)
        }
    }
}

final class Seed002DSLViewController: UIViewController {
    var yellow: UIView!, redBox: UIView!
    override func viewDidLoad() {

        let yellow = UIView()
        yellow.backgroundColor = .yellow
        view.addSubview(yellow, anchors: [.leading(0), .trailing(0), .bottom(0), .top(0)])

        let redBox = UIView()
        redBox.backgroundColor = .red
        view.addSubview(redBox, anchors: [.centerX(0), .centerY(0), .width(100), .height(100)])
        (self.yellow, self.redBox) = (yellow, redBox)
    }
}

final class Seed002AnchorsViewController: UIViewController {
    var yellow: UIView!, redBox: UIView!
    override func viewDidLoad() {

        let yellow = UIView()
        yellow.backgroundColor = .yellow
        view.addSubview(yellow)
        yellow.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            yellow.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            yellow.topAnchor.constraint(equalTo: view.topAnchor),
            yellow.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let redBox = UIView()
        redBox.backgroundColor = .red
        view.addSubview(redBox)
        redBox.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            redBox.widthAnchor.constraint(equalToConstant: 100),
            redBox.heightAnchor.constraint(equalToConstant: 100),
            redBox.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            redBox.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        (self.yellow, self.redBox) = (yellow, redBox)
    }
}

@MainActor @Suite struct Seed002Tests {
    /// The µDSL and the anchors API give the same frames: yellow fills the view, the red box is
    /// 100 × 100 in its centre (iPhone SE 2: 375 × 667).
    @Test(arguments: [0, 1]) func yellowViewAndRedBox(way: Int) {
        let window: UIWindow
        let yellow: UIView, redBox: UIView
        if way == 0 {
            let c = Seed002DSLViewController()
            window = show(c, width: 375, height: 667)
            (yellow, redBox) = (c.yellow, c.redBox)
        } else {
            let c = Seed002AnchorsViewController()
            window = show(c, width: 375, height: 667)
            (yellow, redBox) = (c.yellow, c.redBox)
        }
        expectRect(yellow.frame, 0, 0, 375, 667)
        expectRect(redBox.frame, 137 + 2.0 / 3, 283 + 2.0 / 3, 100, 100)   // 137.5 and 283.5 rounded to the 3× grid (half a pixel up)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test func callbacks() {
        var log: [String] = []
        let textField = UITextField()
        textField.addAction(
            UIAction { action in
                let textField = action.sender as! UITextField
                print("Text changed \(textField.text)")
                log.append(textField.text ?? "")
            },
            for: .editingChanged
        )

        let button = UIButton(primaryAction: UIAction { action in
            log.append("tapped")
        })

        textField.text = "hello"
        textField.sendActions(for: .editingChanged)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["hello", "tapped"])
    }
}
