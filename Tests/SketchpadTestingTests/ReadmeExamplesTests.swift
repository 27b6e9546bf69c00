// The Swift examples of the snapshot testing article
// (Sources/SketchpadTesting/SketchpadTesting.docc/SnapshotTesting.md) and the README's snapshot
// quick start, verbatim (checked by `readmeExamplesAreThisFilesCode`), so they compile and run;
// the helpers they use are below.
import Foundation
import Testing
import XCTest
@testable import SketchpadTesting

// The README's quick start (its reference is the picture the README shows).
@Suite struct SignInScreenTests {
    @Test func signInScreen() throws {
        let scene = try Scene(device: .iPhone15, root: makeSignInView())
        assertSnapshot(of: scene, as: .image)   // compared with __Snapshots__/<file>/signInScreen.1.png
    }
}

@Suite struct SignInTests {
    @Test func signIn() throws {
        let scene = try Scene(device: .iPhone15, root: makeSignInView())
        assertSnapshot(of: scene, as: .image)                                // signIn.1.png, exact pixels
        assertSnapshot(of: scene, as: .image(perceptualPrecision: 0.98))    // signIn.2.png, as people see it
        assertSnapshot(of: scene, as: .frames, named: "frames")             // signIn.frames.json
    }

    @Test(arguments: ["iPhone SE", "iPhone 15"])
    func signIn(on phone: String) throws {
        let scene = try Scene(device: phone == "iPhone SE" ? .iPhoneSE : .iPhone15, root: makeSignInView())
        assertSnapshot(of: scene, as: .image)          // signIn-on.iPhone-SE.1.png, signIn-on.iPhone-15.1.png
    }

    @Test func badge() {
        assertSnapshot(of: makeBadge(count: 3), as: .image(size: Size(width: 80, height: 32)))
    }

    @Test func profile() {
        assertSnapshot(of: user, as: .json)             // any Encodable; also .dump, .description, .lines, .plist
    }
}

final class SettingsTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
            super.invokeTest()
        }
    }

    func testSettings() throws {
        let scene = try Scene(device: .iPhone15, root: makeSettingsView())
        assertSnapshot(of: scene, as: .image)                             // testSettings.1.png
        assertSnapshots(of: scene, as: ["exact": .image, "close": .image(perceptualPrecision: 0.98)])
    }
}

extension Snapshotting where Value == CardModel, Format == PNGSnapshot {
    static var card: Snapshotting {
        Snapshotting<Scene, PNGSnapshot>.image.pullback { model in
            try Scene(size: Size(width: 320, height: 120), root: makeCard(model))
        }
    }
}

// MARK: What the examples use

func makeSignInView() -> View {
    let root = View()
    let title = Label("Welcome back", font: FontDescription(size: 28, weight: .bold))
    let email = TextField(placeholder: "Email")
    let signIn = Button("Sign in", style: .filled)
    for view in [title, email, signIn] { root.addSubview(view) }
    Constraint.activate([
        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 24),
        email.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        email.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        email.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 24),
        signIn.leadingAnchor.constraint(equalTo: email.leadingAnchor),
        signIn.trailingAnchor.constraint(equalTo: email.trailingAnchor),
        signIn.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 16),
    ])
    return root
}

func makeSettingsView() -> View {
    let root = View()
    let title = Label("Settings", font: FontDescription(size: 34, weight: .bold))
    root.addSubview(title)
    Constraint.activate([
        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
    ])
    return root
}

func makeBadge(count: Int) -> View {
    let badge = Box(fill: Color(hex: 0xFF3B30), cornerRadius: 16)
    let label = Label("\(count) new", font: FontDescription(size: 13, weight: .semibold))
    badge.addSubview(label)
    Constraint.activate([
        label.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
    ])
    return badge
}

struct CardModel { var title: String }

func makeCard(_ model: CardModel) -> View {
    let card = Box(fill: Color(hex: 0xF2F2F7), cornerRadius: 12)
    let title = Label(model.title)
    card.addSubview(title)
    Constraint.activate([
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    return card
}

let user = User(id: 2, name: "Ada", bio: "Lays out screens.")

@Suite struct ReadmeExamplesCheck {
    /// Every Swift block of the article (but the Package.swift fragment) is in this file, and the
    /// README's snapshot quick start too.
    @Test func readmeExamplesAreThisFilesCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/SketchpadTesting/SketchpadTesting.docc/SnapshotTesting.md"), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        func swiftBlocks(_ text: String) -> [String] {
            text.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
                .filter { !$0.hasPrefix("// Package.swift") }
        }
        let blocks = swiftBlocks(article)
        #expect(blocks.count == 3)
        let quickStart = swiftBlocks(readme).filter { $0.contains("import SketchpadTesting\nimport Testing") }
        #expect(quickStart.count == 1)
        for block in blocks + quickStart {
            let code = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n").trimmingCharacters(in: .newlines)
            #expect(source.contains(code), "documented block not in \(#fileID):\n\(code)")
        }
    }

    /// The custom strategy of the README snapshots a model as a card.
    @Test func theCardStrategyDraws() throws {
        let png = try Snapshotting<CardModel, PNGSnapshot>.card.capture(CardModel(title: "Hello"))
        #expect(png.image.width == 320 && png.image.height == 120)
    }
}
