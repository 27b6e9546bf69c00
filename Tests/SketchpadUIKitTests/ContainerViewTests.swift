import Testing
import SketchpadUIKit

/// `UIStackView`, `UIScrollView`, the visual format language and `UIViewController`.
@MainActor @Suite struct ContainerViewTests {
    @Test func stackViewAPI() {
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)    // arranged subviews are placed by the stack
        stack.axis = .vertical
        stack.spacing = 10
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b] && stack.subviews.count == 3)
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)

        let root = makeRoot()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectRect(a.frame, 0, 0, 300, 20)
        expectRect(c.frame, 0, 50, 300, 20)
        expectRect(b.frame, 0, 80, 300, 20)
        expectRect(stack.frame, 10, 10, 300, 100)

        // Hidden arranged views collapse (the custom spacing after `a` now separates it from `b`);
        // removed ones stay subviews.
        c.isHidden = true
        root.layoutIfNeeded()
        expectRect(b.frame, 0, 50, 300, 20)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, c] && b.superview === stack)
        b.removeFromSuperview()
        #expect(stack.subviews.count == 2)
    }

    @Test func fillEquallyHorizontalWithSystemSpacing() {
        let root = makeRoot()
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 324),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 48),
        ])
        root.layoutIfNeeded()
        expectRect(views[0].frame, 4, 4, 100, 40)      // (324 − 8 − 16) / 3
        expectRect(views[2].frame, 220, 4, 100, 40)
    }

    /// Content constrained to the content guide scrolls; the scroll view shows the part at its offset.
    @Test func scrollViewGuides() {
        let root = makeRoot()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = UIView(), edge = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        edge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        scroll.addSubview(edge)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            // Edges of the scroll view related to its content mean the content area, as in UIKit.
            edge.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            edge.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            edge.widthAnchor.constraint(equalToConstant: 10),
            edge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        expectRect(content.frame, 0, 0, 320, 1000)
        expectRect(edge.frame, 0, 990, 10, 10)
        expectRect(scroll.frameLayoutGuide.layoutFrame, 0, 0, 320, 200)
        #expect(scroll.clipsToBounds)

        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        expectRect(content.frame, 0, 0, 320, 1000)                     // in content coordinates
        expectRect(content.convert(content.bounds, to: root), 0, -200, 320, 1000)
        expectRect(scroll.bounds, 0, 300, 320, 200)
    }

    @Test func visualFormatOptionsMetricsAndErrors() {
        let root = makeRoot()
        let name = constrained(), value = constrained()
        root.addSubview(name)
        root.addSubview(value)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[name(==80)]-[value(>=60@750)]-pad-|",
                                                options: .alignAllCenterY, metrics: ["pad": 20.0],
                                                views: ["name": name, "value": value])
        #expect(cs.allSatisfy { !$0.isActive })
        #expect(cs.contains { $0.firstItem === value && $0.priority == .defaultHigh && $0.relation == .greaterThanOrEqual })
        NSLayoutConstraint.activate(cs)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[name(30)]", metrics: nil, views: ["name": name]))
        value.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        expectRect(name.frame, 20, 8, 80, 30)
        expectRect(value.frame, 108, 18, 192, 10)
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2 && NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 1 << 17)

        let bad = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name", metrics: nil, views: ["name": name])
        #expect(bad.isEmpty)
        #expect(name.layoutIssues.last?.kind == .visualFormat)
        #expect(name.layoutIssues.last?.message.contains("column") == true)
        let unknown = NSLayoutConstraint.constraints(withVisualFormat: "H:[ghost]", metrics: nil, views: ["name": name])
        #expect(unknown.isEmpty && name.layoutIssues.last?.message.contains("ghost") == true)
    }

    @Test func viewControllerLifecycleMarginsAndChildren() {
        final class Child: UIViewController {
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        }
        final class Parent: UIViewController {
            var log: [String] = []
            let child = Child()
            let box = UIView()
            override func loadView() { log.append("loadView"); super.loadView() }
            override func viewDidLoad() {
                super.viewDidLoad()
                log.append("viewDidLoad")
                title = "Parent"
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        }
        let parent = Parent()
        #expect(!parent.isViewLoaded && parent.log.isEmpty)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        #expect(parent.log == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(parent.log.contains("viewWillLayoutSubviews") && parent.log.last == "viewDidLayoutSubviews")
        #expect(parent.children == [parent.child] && parent.child.parent === parent && parent.title == "Parent")
        // The root view of a controller: 16-point side margins on a phone, none at top and bottom.
        expectRect(parent.box.frame, 16, 0, 358, 10)
        #expect(parent.view.frame == window.bounds)
        #expect(parent.view.next === parent && parent.child.view.superview === parent.view)
        parent.child.removeFromParent()
        #expect(parent.children.isEmpty)
    }

    @Test func safeAreaPropagatesToSubviews() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        let inner = constrained()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        controller.view.addSubview(panel)
        panel.addSubview(inner)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            panel.topAnchor.constraint(equalTo: controller.view.topAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
            inner.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.makeKeyAndVisible()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(panel.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        expectRect(inner.frame, 8, 59, 10, 10)
    }

    /// A full-screen scroll view that scrolls vertically starts its content below the safe
    /// area (adjusted content inset, resting offset), unless told `.never`.
    @Test(arguments: [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .never])
    func scrollViewContentStartsInsideTheSafeArea(behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.translatesAutoresizingMaskIntoConstraints = false
        let content = constrained()
        controller.view.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 300),
        ])
        window.makeKeyAndVisible()
        let top: CGFloat = behavior == .never ? 0 : 47
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: behavior == .never ? 0 : 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -top))
        expectRect(content.convert(content.bounds, to: nil), 0, top, 390, 300)
        #expect(window.layoutIssues.isEmpty)

        // Once set, the offset stays where it was put.
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        expectRect(content.convert(content.bounds, to: nil), 0, -100, 390, 300)
    }
}
