// UIKit snapshot tests written for iOS the way swift-snapshot-testing's README and its own
// tests write them; only the imports are switched. On Linux they run against SketchpadUIKit and
// SketchpadTesting; their references in __Snapshots__/UIKitDropInTests/ were recorded here (on
// iOS the system font differs, so iOS records its own).
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import SketchpadTesting
import SketchpadUIKit
#endif
import XCTest

final class ProfileCardViewController: UIViewController {
  let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let name = UILabel()
  let handle = UILabel()
  let bio = UILabel()
  let follow = UIButton(configuration: .filled())
  let notifications = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
    view.backgroundColor = .systemBackground

    avatar.layer.cornerRadius = 32
    avatar.clipsToBounds = true
    name.text = "Ada Lovelace"
    name.font = .preferredFont(forTextStyle: .title2)
    handle.text = "@ada"
    handle.font = .preferredFont(forTextStyle: .subheadline)
    handle.textColor = .secondaryLabel
    bio.text = "Wrote the first program for Babbage's Analytical Engine, a century before anyone built a computer."
    bio.numberOfLines = 0
    follow.configuration?.title = "Follow"
    notifications.isOn = true

    let names = UIStackView(arrangedSubviews: [name, handle])
    names.axis = .vertical
    names.spacing = 2
    let header = UIStackView(arrangedSubviews: [avatar, names])
    header.alignment = .center
    header.spacing = 12
    let row = UIStackView(arrangedSubviews: [follow, notifications])
    row.alignment = .center
    row.distribution = .equalSpacing
    let content = UIStackView(arrangedSubviews: [header, bio, row])
    content.axis = .vertical
    content.spacing = 16
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)

    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
    ])
  }
}

final class UIKitDropInTests: XCTestCase {
  func testViewControllerOnDevices() {
    let viewController = ProfileCardViewController()
    assertSnapshot(of: viewController, as: .image(on: .iPhone13))
    assertSnapshot(of: viewController, as: .image(on: .iPhoneSe(.portrait)))
    assertSnapshot(of: viewController, as: .image(on: .iPhoneSe(.landscape)), named: "landscape")
  }

  func testDarkMode() {
    let viewController = ProfileCardViewController()
    assertSnapshot(of: viewController, as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
  }

  func testInNavigationAndTabBarControllers() {
    let profile = ProfileCardViewController()
    profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 0)
    let feed = UIViewController()
    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 1)
    let tabs = UITabBarController()
    tabs.setViewControllers([UINavigationController(rootViewController: profile), feed], animated: false)
    assertSnapshot(of: tabs, as: .image(on: .iPhone13))
    assertSnapshot(of: tabs, as: .hierarchy)
  }

  func testLargeTitles() {
    let navigation = UINavigationController(rootViewController: ProfileCardViewController())
    navigation.navigationBar.prefersLargeTitles = true
    assertSnapshot(of: navigation, as: .image(on: .iPhoneSe))
  }

  func testViewAtASize() {
    let card = UIView()
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    let label = UILabel()
    label.text = "Hello, Linux"
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 22)
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    assertSnapshot(of: card, as: .image(size: CGSize(width: 240, height: 80)))
    assertSnapshot(of: card, as: .image(precision: 0.99, perceptualPrecision: 0.98, size: CGSize(width: 240, height: 80)))
    assertSnapshot(of: card, as: .recursiveDescription(size: CGSize(width: 240, height: 80)))
  }

  func testLabelWithoutASizeIsSizedToFit() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.text = "What's the point?"
    assertSnapshot(of: label, as: .image(traits: .init(preferredContentSizeCategory: .extraLarge)))
  }

  func testRecursiveDescription() {
    assertSnapshot(of: ProfileCardViewController(), as: .recursiveDescription(on: .iPhoneSe))
  }
}
