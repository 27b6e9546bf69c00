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

@MainActor @Suite struct EverydayPatternsTests {
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
