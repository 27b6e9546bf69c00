import Foundation
import Sketchpad
import SketchpadUIKit
import SketchpadWidgets
import Testing

/// `UIImage(systemName:)` draws the icon set's glyph for the SF Symbols name (a template image
/// in the view's tint), in image views, tab bars and navigation bars; a real name the set lacks is a
/// placeholder and a warning, a name iOS does not know is nil. Before, every system image was a
/// crossed placeholder box, and every name gave an image.
@MainActor
@Suite struct SystemImageTests {
    /// The icon glyph runs a scene draws: the glyph's text and colour.
    func iconRuns(_ scene: Scene) throws -> [(text: String, color: Color, size: Double)] {
        try scene.displayList().commands.compactMap { command in
            guard case let .glyphs(run) = command, run.font.family == Icon.fontFamily else { return nil }
            return (run.text, run.color, run.font.size)
        }
    }

    @Test func anImageViewDrawsTheSymbolInItsTint() throws {
        let root = makeRoot(width: 200, height: 100)
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.tintColor = .systemOrange
        star.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        root.addSubview(star)
        let unknown = UIImageView(image: UIImage(systemName: "arcade.stick.console"))
        unknown.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
        root.addSubview(unknown)
        // Intrinsic sizes are of alignment rectangles: a symbol's is its line box (20.333 pt at 17 pt on 3×).
        #expect(star.intrinsicContentSize == CGSize(width: 20, height: 61.0 / 3))

        let runs = try iconRuns(Scene(view: root))
        let orange = UIColor.systemOrange.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        #expect(runs.count == 1, "\(runs)")
        #expect(runs.first?.text == Icon("star.fill")!.glyph && runs.first?.color == orange)
        // The 20 × 18 star image fits the 40-point frame at twice its size: its glyph is drawn at
        // twice the 22.8-point em a 17-point symbol's glyph has.
        let em = try #require(runs.first?.size)
        #expect(abs(em - 45.6) < 1e-3, "\(em)")
    }

    /// iOS returns nil for a name it does not know; a real SF Symbols name the icon set lacks is a
    /// placeholder image, and the scene reports a warning at the line that asked for it.
    @Test func anUnknownNameIsNilAndAnUnmappedOneIsAPlaceholderWithAWarning() throws {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "chevron.rigth") == nil)
        #expect(UIImage(systemName: "cup.and.saucer") != nil)
        let root = makeRoot(width: 100, height: 100)
        let line = #line + 1
        let odd = UIImageView(image: UIImage(systemName: "arcade.stick.console"))
        odd.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        root.addSubview(odd)
        let scene = try Scene(view: root)
        #expect(try iconRuns(scene).isEmpty)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unmapped-symbol-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try scene.render(to: path)
        #expect(found.map(\.description) == [
            "SketchpadUIKitTests/SystemImageTests.swift:\(line):1: warning: SF Symbol 'arcade.stick.console' has no glyph in Sketchpad's icon set; "
                + "it draws a placeholder (ICONS.md lists the symbols drawn)"])
    }

    @Test func anImageViewInheritsTheTintOfItsSuperview() throws {
        let root = makeRoot(width: 100, height: 100)
        root.tintColor = .systemGreen
        let bell = UIImageView(image: UIImage(systemName: "bell"))
        bell.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        root.addSubview(bell)
        let green = UIColor.systemGreen.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        #expect(try iconRuns(Scene(view: root)).map(\.color) == [green])
    }

    @Test func tabAndNavigationBarsDrawSymbolsAndSystemItems() throws {
        let home = UIViewController(), profile = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        home.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        home.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .camera, target: nil, action: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: home), profile], animated: false)
        let glyphs = try iconRuns(Scene(viewController: tabs, device: .iPhone15)).map(\.text)
        for name in ["house", "person", "gear", "camera"] {
            #expect(glyphs.contains(Icon(name)!.glyph), "\(name) is not drawn: \(glyphs)")
        }
    }

    /// A symbol the icon set lacks, shown by a tab bar item or a bar button, warns at the line
    /// that made its image, as an image view's does (before, bars drew the placeholder silently).
    @Test func barItemsWithUnmappedSymbolsWarnAtTheirLines() throws {
        let home = UIViewController(), games = UIViewController()
        let tabLine = #line + 1
        games.tabBarItem = UITabBarItem(title: "Games", image: UIImage(systemName: "arcade.stick.console"), selectedImage: nil)
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let buttonLine = #line + 1
        home.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "arcade.stick.console"), style: .plain, target: nil, action: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: home), games], animated: false)
        let scene = try Scene(viewController: tabs, device: .iPhone15)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unmapped-bar-symbol-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let warning = "warning: SF Symbol 'arcade.stick.console' has no glyph in Sketchpad's icon set; it draws a placeholder (ICONS.md lists the symbols drawn)"
        #expect(try scene.render(to: path).map(\.description).sorted() == [
            "SketchpadUIKitTests/SystemImageTests.swift:\(tabLine):1: " + warning,
            "SketchpadUIKitTests/SystemImageTests.swift:\(buttonLine):1: " + warning,
        ].sorted())
    }

    /// `withTintColor(_:)` draws a symbol in its own colour whatever the view's tint (before, the
    /// method did not exist); the rendering mode is stored, and symbols say they are symbols.
    @Test func anImagesOwnTintWinsOverTheViews() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.renderingMode == .automatic)
        #expect(star.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(star.withTintColor(.systemRed, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        let root = makeRoot(width: 100, height: 100)
        root.tintColor = .systemGreen
        let view = UIImageView(image: star.withTintColor(.systemOrange))
        view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        root.addSubview(view)
        let orange = UIColor.systemOrange.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        #expect(try iconRuns(Scene(view: root)).map(\.color) == [orange])
    }
}
