import Testing
import SketchpadUIKit

// Patterns found in real programmatic-layout code (issue 14's breadth check): views that
// override awakeFromNib alongside their initialisers, constraints made once in
// updateConstraints, fields focused while the screen is built and dismissed with endEditing.
// Each failed to compile, or did nothing, before SketchpadUIKit had the API.

final class SetUpOnceView: UIView {
    let title = UILabel()
    var didSetupConstraints = false
    var setUps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        setup()
    }

    func setup() {
        setUps += 1
        title.text = "Settings"
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
    }

    override func updateConstraints() {
        if !didSetupConstraints {
            NSLayoutConstraint.activate([
                title.centerXAnchor.constraint(equalTo: centerXAnchor),
                title.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            ])
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}

/// A controller as tutorials write them: colour literals, visual format with metrics of mixed
/// number types, and overrides of callbacks nothing calls on Linux (memory warnings, rotation).
final class LiteralsAndFormatsViewController: UIViewController {
    let first = UILabel()
    let second = UILabel()
    var transitions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        first.backgroundColor = #colorLiteral(red: 0.9254902005, green: 0.2352941185, blue: 0.1019607857, alpha: 1)
        second.backgroundColor = #colorLiteral(red: 0.2392156869, green: 0.6745098233, blue: 0.9686274529, alpha: 1)
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let views = ["first": first, "second": second]
        let metrics = ["height": 100, "width": CGFloat(90), "top": 40.5] as [String: Any]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[first(height)]", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[second(50)]", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[first(width)]-(20)-[second(width@1000)]", options: [], metrics: metrics, views: views))
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.transitions += 1 })
    }
}

@MainActor @Suite struct EverydayPatternsTests {
    @Test func colourLiteralsAndMixedMetricsLayOutAsInUIKit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LiteralsAndFormatsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectRect(controller.first.frame, pixelRect(16, 40.5, 90, 100))   // 40.5 → 40 2/3 on the 3× grid
        expectRect(controller.second.frame, pixelRect(126, 40.5, 90, 50))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = controller.first.backgroundColor?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.9254902005) < 1e-6 && abs(green - 0.2352941185) < 1e-6 && abs(blue - 0.1019607857) < 1e-6 && alpha == 1)
        #expect(controller.transitions == 0)   // nothing rotates here
    }

    @Test func constraintsMadeInUpdateConstraintsLayOutAndAwakeFromNibIsNeverCalled() {
        let view = SetUpOnceView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.layoutIfNeeded()
        #expect(view.didSetupConstraints && view.setUps == 1)
        #expect(view.title.frame.minY == 20 && abs(view.title.frame.midX - 150) < 0.5)
    }

    @Test func textInputsTakeFocusAndEndEditingResignsIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let form = UIView()
        let field = UITextField()
        root.addSubview(form)
        form.addSubview(field)
        #expect(!root.becomeFirstResponder() && !root.isFirstResponder)   // plain views cannot take focus
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(root.endEditing(true) && !field.isFirstResponder)
        #expect(!root.endEditing(false))                                   // nothing left to resign
        let notes = UITextView()
        notes.becomeFirstResponder()
        #expect(notes.isFirstResponder && notes.resignFirstResponder() && !notes.isFirstResponder)
    }
}
