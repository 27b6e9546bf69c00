import Testing
import Foundation
import Sketchpad
import SketchpadUIKit

// The README's "UIKit code on Linux CI" examples, as written there.

final class ProfileViewController: UIViewController {
    let name = UILabel()
    let follow = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        name.text = "Ada Lovelace"
        name.font = .preferredFont(forTextStyle: .title2)
        follow.setTitle("Follow", for: .normal)
        let stack = UIStackView(arrangedSubviews: [name, follow])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

@MainActor func renderProfile(to path: String) throws {
    let scene = try Scene(viewController: ProfileViewController(), device: .iPhone15,
                          traits: UITraitCollection(userInterfaceStyle: .dark))
    try scene.render(to: path)            // PNG, SVG or PDF by extension
    // Or lay out by hand, as in a unit test:
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ProfileViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // In window coordinates: margins 16, 20 below the top (a bare window has no safe area).
    print(controller.name.convert(controller.name.bounds, to: nil))
}

final class SettingsViewController: UITableViewController {
    let sections = [("Network", ["Wi-Fi", "Bluetooth"]), ("General", ["About"])]

    convenience init() { self.init(style: .insetGrouped) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theExamplesRun() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try renderProfile(to: path)
        #expect(FileManager.default.fileExists(atPath: path))

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ProfileViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.name.frame.minX == 0 && controller.name.frame.minY == 0)   // inside the stack
        #expect(controller.name.convert(controller.name.bounds, to: nil).origin == CGPoint(x: 16, y: 20))
        #expect(controller.follow.frame.minY > controller.name.frame.maxY)
    }

    @Test func theTableExampleShowsItsSectionsAsInsetCardsInANavigationController() throws {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped && table.visibleCells.count == 3)
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(about.frame.minX == 16 && about.frame.width == 393 - 32 && about.accessoryType == .disclosureIndicator)
        // The first row starts under the navigation bar and the section's header.
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.convert(wifi.bounds, to: nil).minY > 103 + 30)
        let texts = try drawnTexts(scene).map(\.text)
        #expect(["Settings", "NETWORK", "Wi-Fi", "Bluetooth", "GENERAL", "About"].allSatisfy(texts.contains))
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/readme-settings.png", scale: 2)
        }
    }
}

/// The README's "Attributed labels" example, as written there.
@MainActor @Test func readmeAttributedLabelExample() throws {
    let status = UILabel()
    status.numberOfLines = 0
    let styled = NSMutableAttributedString(string: "Build failed in 3 tests")
    styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 12))
    styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 16, length: 7))
    status.attributedText = styled   // "Build failed" bold, "3 tests" red
    let shown = status.text          // "Build failed in 3 tests"
    #expect(shown == "Build failed in 3 tests")
    status.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
    let runs = try Scene(view: status).displayList().commands.compactMap { command -> GlyphRun? in
        if case let .glyphs(run) = command { return run }
        return nil
    }
    #expect(runs.first { $0.text == "Build failed" }?.font.weight == 700)
    #expect(runs.first { $0.text == "3 tests" }.map { $0.color.red > 0.9 && $0.color.green < 0.3 } == true)
}
