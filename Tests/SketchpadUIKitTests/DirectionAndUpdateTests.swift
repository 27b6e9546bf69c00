import Testing
import SketchpadUIKit

/// Right-to-left layout and the `updateConstraints` cycle.
@MainActor @Suite struct DirectionAndUpdateTests {
    /// Leading and trailing flip when the root is right to left (by its semantic content
    /// attribute or its traits); left and right never do.
    @Test(arguments: [false, true]) func rightToLeft(byTraits: Bool) {
        let root: UIView
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        if byTraits {
            let controller = UIViewController()
            window.rootViewController = controller
            window.rootViewController?.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: controller)
            root = window
            window.semanticContentAttribute = .forceRightToLeft
        } else {
            root = makeRoot(width: 320, height: 100)
            root.semanticContentAttribute = .forceRightToLeft
        }
        let leading = constrained(), left = constrained()
        root.addSubview(leading)
        root.addSubview(left)
        NSLayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            leading.topAnchor.constraint(equalTo: root.topAnchor),
            leading.widthAnchor.constraint(equalToConstant: 50), leading.heightAnchor.constraint(equalToConstant: 10),
            left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 50), left.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectRect(leading.frame, 260, 0, 50, 10)
        expectRect(left.frame, 10, 0, 50, 10)
    }

    /// `updateConstraints` runs before layout when asked for, subviews first; constraints it
    /// changes take effect in the same layout.
    @Test func updateConstraintsRunsBeforeLayout() {
        final class Panel: UIView {
            var log: [String]
            var expanded = false
            lazy var height = heightAnchor.constraint(equalToConstant: 40)
            init(log: [String]) { self.log = log; super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
            override func updateConstraints() {
                log.append("panel")
                height.constant = expanded ? 200 : 40
                height.isActive = true
                super.updateConstraints()
            }
        }
        final class Root: UIView {
            var calls = 0
            override func updateConstraints() { calls += 1; super.updateConstraints() }
        }
        let root = Root(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = Panel(log: [])
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        NSLayoutConstraint.activate([panel.topAnchor.constraint(equalTo: root.topAnchor),
                                     panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     panel.widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        expectRect(panel.frame, 0, 0, 100, 40)
        #expect(panel.log == ["panel"] && root.calls == 1)
        panel.expanded = true
        panel.setNeedsUpdateConstraints()
        #expect(panel.needsUpdateConstraints())
        root.layoutIfNeeded()
        expectRect(panel.frame, 0, 0, 100, 200)
        #expect(panel.log == ["panel", "panel"] && root.calls == 1 && !panel.needsUpdateConstraints())
    }

    /// Animations do not exist here: changes apply at once and completions run.
    @Test func animationsApplyAtOnce() {
        let view = UIView()
        var completed = false
        UIView.performWithoutAnimation { view.alpha = 0.5 }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }, completion: { completed = $0 })
        #expect(view.alpha == 0.2 && completed)
    }
}
