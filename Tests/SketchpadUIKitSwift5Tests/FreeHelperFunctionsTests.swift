import Testing
import SketchpadUIKit

// Swift 5 client code as much UIKit code is written: free functions, outside any actor, that
// make and configure views. Against Apple's UIKit (main-actor types with `@preconcurrency`)
// this compiles in Swift 5 mode; it must compile here the same way.

func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

func pin(_ view: UIView, to container: UIView, inset: CGFloat) {
    container.addSubview(view)
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
    ])
}

func styleCard(_ card: UIView) {
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
}

@MainActor @Suite struct FreeHelperFunctionsTests {
    @Test func nonisolatedHelpersConfigureViews() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        styleCard(card)
        let title = makeTitleLabel("Settings")
        pin(title, to: card, inset: 16)
        card.layoutIfNeeded()
        #expect(title.frame.minX == 16 && title.frame.width == 268 && title.frame.minY == 16)
        #expect(title.frame.height > 0)
        #expect(card.layer.cornerRadius == 12)
    }
}
