// On iOS this file imports UIKit; only the import differs.
import SketchpadUIKit

/// A card with an avatar, a name and a handle, laid out with anchors as iOS code does.
public final class ProfileCardView: UIView {
    public let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    public let name = UILabel()
    public let handle = UILabel()

    public init(name: String, handle: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        self.name.text = name
        self.name.font = .preferredFont(forTextStyle: .headline)
        self.handle.text = handle
        self.handle.font = .preferredFont(forTextStyle: .subheadline)
        self.handle.textColor = .secondaryLabel
        for view in [avatar, self.name, self.handle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            self.name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            self.name.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            self.name.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            self.handle.leadingAnchor.constraint(equalTo: self.name.leadingAnchor),
            self.handle.trailingAnchor.constraint(equalTo: self.name.trailingAnchor),
            self.handle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: self.name.lastBaselineAnchor, multiplier: 1),
            self.handle.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
