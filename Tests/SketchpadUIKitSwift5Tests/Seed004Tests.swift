import Testing
import SketchpadUIKit

// Seed 004 (a one-file auto layout DSL): the convenience initialiser, `Constraint`,
// `Anchorable`, `place(on:)`, `pin(_:)`, `apply(_:)` and the factories, verbatim, with what the
// article's text lost restored (`view.addSubview(self)`, `apply(constraints)`, closing braces,
// the factories it does not list). The usage snapshot's first half of each line was lost too;
// it is restored as `subview.place(on: view)…`.

extension NSLayoutConstraint {
    convenience init(item: Any, attribute: Attribute, toItem: Any? = nil, toAttribute: Attribute = .notAnAttribute, constant: CGFloat) {
        self.init(item: item, // first views
                  attribute: attribute, // leading, trailing etc.
                  relatedBy: .equal, // is equal to
                  toItem: toItem, // superview or other views
                  attribute: toAttribute, // leading, trailing
                  multiplier: 1, // default is 1
                  constant: constant) // with padding
    }
}

protocol Anchorable {}
extension UIView: Anchorable {}
extension UILayoutGuide: Anchorable {}

enum Constraint {
    case relative(NSLayoutConstraint.Attribute, CGFloat, to: Anchorable? = nil, NSLayoutConstraint.Attribute? = nil)
    case fixed(NSLayoutConstraint.Attribute, CGFloat)
    case multiple([Constraint])
}

extension Constraint {
    static func top(to anchors: Anchorable? = nil, padding:  CGFloat = 0) -> Constraint {
        .relative(.top, padding, to: anchors)
    }
    static func bottom(to anchors: Anchorable? = nil, padding:  CGFloat = 0) -> Constraint {
        .relative(.bottom, -padding, to: anchors)
    }
    static func top(to anchors: Anchorable, _ attribute: NSLayoutConstraint.Attribute, padding: CGFloat = 0) -> Constraint {
        .relative(.top, padding, to: anchors, attribute)
    }
    static func leading(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .relative(.leading, padding, to: anchors)
    }
    static func trailing(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .relative(.trailing, -padding, to: anchors)
    }
    static func centerX(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .relative(.centerX, padding, to: anchors)
    }
    static func centerY(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .relative(.centerY, padding, to: anchors)
    }
    static func fixedHeight(_ height: CGFloat) -> Constraint { .fixed(.height, height) }
    static func fixedWidth(_ width: CGFloat) -> Constraint { .fixed(.width, width) }
    static func allEdges(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .multiple([.top(to: anchors, padding: padding), .leading(to: anchors, padding: padding),
                   .trailing(to: anchors, padding: padding), .bottom(to: anchors, padding: padding)])
    }
    static func horizontalEdges(to anchors: Anchorable? = nil, padding: CGFloat = 0) -> Constraint {
        .multiple([.leading(to: anchors, padding: padding), .trailing(to: anchors, padding: padding)])
    }

    static let top: Constraint = .top()
    static let bottom: Constraint = .bottom()
    static let leading: Constraint = .leading()
    static let trailing: Constraint = .trailing()
    static let centerX: Constraint = .centerX()
    static let centerY: Constraint = .centerY()
    static let allEdges: Constraint = .allEdges()
    static let horizontalEdges: Constraint = .horizontalEdges()
}

extension UIView {
    @discardableResult
    func place(on view: UIView) -> UIView {
        view.addSubview(self)
        self.translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    @discardableResult
    func pin(_ constraints: Constraint...) -> UIView {
        self.translatesAutoresizingMaskIntoConstraints = false
        apply(constraints)
        return self
    }

    private func apply(_ constraints: [Constraint]) {
        for constraint in constraints {
            switch constraint {
            case .relative(let attribute, let constant, let toItem, let toAttribute):
                NSLayoutConstraint(item: self,
                                   attribute: attribute,
                                   toItem: toItem ?? self.superview!,
                                   toAttribute: toAttribute ?? attribute,
                                   constant: constant).isActive = true
            case .fixed(let attribute, let constant):
                NSLayoutConstraint(item: self,
                                   attribute: attribute,
                                   constant: constant).isActive = true
            case .multiple(let constraints):
                apply(constraints)
            }
        }
    }
}

@MainActor @Suite struct Seed004Tests {
    /// "Pinning all edges", the long way and the DSL's three ways.
    @Test(arguments: [0, 1, 2, 3]) func allEdges(way: Int) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let subview = UIView()
        switch way {
        case 0:
            view.addSubview(subview)
            subview.translatesAutoresizingMaskIntoConstraints = false
            subview.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            subview.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            subview.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            subview.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        case 1:
            // place subview on view an pin all edges i.e. top, bottom, leading, trailing
            subview.place(on: view).pin(.allEdges)
        case 2:
            // as above with no padding and using specific parameters
            subview.place(on: view).pin(.top, .leading, .trailing, .bottom)
        default:
            // as above with padding
            subview.place(on: view).pin(.allEdges(padding: 20))
        }
        view.layoutIfNeeded()
        if way == 3 { expectRect(subview.frame, 20, 20, 280, 160) } else { expectRect(subview.frame, 0, 0, 320, 200) }
        #expect(view.layoutIssues.isEmpty)
    }

    @Test func theSnapshotOfThingsItCanDo() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = UIViewController()
        host.view = view
        host.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let anotherView = UIView(), subview = UIView(), guarded = UIView(), dot = UIView()
        anotherView.place(on: view).pin(.top(padding: 100), .leading, .fixedWidth(100), .fixedHeight(40))
        // if you don't want to chain constraints after placement, simply place first
        subview.place(on: view)
        // pin top edge to a different views bottom with padding
        subview.pin(.top(to: anotherView, .bottom, padding: 10))
        // pin horizontal edges to superview
        subview.pin(.horizontalEdges)
        subview.pin(.fixedHeight(30))
        // pinning top and bottom edges to layout guide and to superview leading and trailing
        guarded.place(on: view).pin(.top(to: view.safeAreaLayoutGuide),
            .bottom(to: view.safeAreaLayoutGuide),
            .leading, .trailing)
        // pinning fixed height and width in center of superview
        dot.place(on: view).pin(.fixedHeight(50), .fixedWidth(50), .centerX, .centerY)
        view.layoutIfNeeded()
        expectRect(subview.frame, 0, 150, 390, 30)
        expectRect(guarded.frame, 0, 47, 390, 763)
        expectRect(dot.frame, 170, 397, 50, 50)
        #expect(view.layoutIssues.isEmpty)
    }
}
