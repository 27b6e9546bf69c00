import Testing
import Sketchpad
import SketchpadUIKit

/// Views draw their layer appearance through issue 13's drawing API: background, corner radius,
/// border and alpha, on plain views and on widgets alike.
@MainActor @Suite struct LayerDrawingTests {
    @Test func alphaFadesTheViewAndItsSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let faded = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        faded.backgroundColor = .red
        faded.alpha = 0.5
        // A transparent container at half opacity: its subview is drawn at half opacity too.
        let container = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        container.alpha = 0.5
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .blue
        container.addSubview(child)
        root.addSubview(faded)
        root.addSubview(container)
        let hidden = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        let image = try pixels(root)
        expectColor(image.pixel(x: 10, y: 10), 255, 128, 128)     // red at half opacity on white
        expectColor(image.pixel(x: 75, y: 25), 128, 128, 255)     // blue inherits its superview's alpha
        expectColor(image.pixel(x: 80, y: 80), 255, 255, 255)     // hidden: nothing drawn
    }

    /// A faded view composites its subtree as one group, as UIKit's layers do: where its opaque
    /// subviews overlap, the one below does not show through the one above, and the shade is
    /// the same as where only one covers.
    @Test func alphaFadesTheSubtreeAsOneGroup() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        group.alpha = 0.5
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        below.backgroundColor = .red
        let above = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        above.backgroundColor = .blue
        group.addSubview(below)
        group.addSubview(above)
        root.addSubview(group)
        let image = try pixels(root)
        expectColor(image.pixel(x: 10, y: 10), 255, 128, 128)     // red alone, at half opacity
        expectColor(image.pixel(x: 80, y: 80), 128, 128, 255)     // blue alone
        expectColor(image.pixel(x: 45, y: 45), 128, 128, 255)     // the overlap: blue over opaque red, then faded
        // Nested groups multiply: a half-faded view in a half-faded group is a quarter.
        above.alpha = 0.5
        expectColor(try pixels(root).pixel(x: 80, y: 80), 191, 191, 255)
        // At 0 nothing of the subtree is drawn.
        group.alpha = 0
        expectColor(try pixels(root).pixel(x: 10, y: 10), 255, 255, 255)
    }

    /// A spinning activity indicator draws eight spokes, darkest at twelve o'clock; a stopped
    /// one that hides when stopped is hidden (and collapses in a stack view), as in UIKit.
    @Test func anActivityIndicatorDrawsSpokesWhileItAnimates() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 1.5, y: 1.5, width: 37, height: 37)
        spinner.color = .black
        root.addSubview(spinner)
        #expect(spinner.isHidden)
        expectColor(try pixels(root).pixel(x: 20, y: 7), 255, 255, 255)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        let image = try pixels(root)
        let top = image.pixel(x: 20, y: 7), left = image.pixel(x: 7, y: 20)
        #expect(top.red < 40, "the first spoke is nearly black: \(top)")
        #expect(left.red > top.red + 60, "later spokes fade: \(left)")
        expectColor(image.pixel(x: 20, y: 20), 255, 255, 255)     // nothing at the centre
    }

    @Test func widgetsDrawTheirBackgroundAndBorder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.backgroundColor = .yellow
        let button = UIButton(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        button.backgroundColor = .green
        button.layer.borderWidth = 4
        button.layer.borderColor = UIColor.black.cgColor
        root.addSubview(label)
        root.addSubview(button)
        let image = try pixels(root)
        expectColor(image.pixel(x: 50, y: 25), 255, 255, 0)
        expectColor(image.pixel(x: 50, y: 75), 0, 255, 0)
        expectColor(image.pixel(x: 1, y: 75), 0, 0, 0)            // the border, inside the bounds
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        card.layer.cornerRadius = 40
        root.addSubview(card)
        let image = try pixels(root)
        expectColor(image.pixel(x: 2, y: 2), 255, 255, 255)       // outside the rounded corner
        expectColor(image.pixel(x: 50, y: 50), 0, 0, 0)
    }

    /// `clipsToBounds` with a corner radius clips subviews to the rounded shape, for any view.
    @Test func roundedClipping() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        avatar.layer.cornerRadius = 50
        avatar.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fill.backgroundColor = .black
        avatar.addSubview(fill)
        root.addSubview(avatar)
        let image = try pixels(root)
        expectColor(image.pixel(x: 3, y: 3), 255, 255, 255)       // clipped away at the corner
        expectColor(image.pixel(x: 50, y: 50), 0, 0, 0)
    }
}

/// `UIImage(named:)` and `UIImage(contentsOfFile:)` read PNG files; an image view shows them.
@MainActor @Suite struct UIImageTests {
    @Test func imagesFromFilesAreSizedAndDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 40 × 20 red PNG at 2× (20 × 10 points), drawn by Sketchpad itself.
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        swatch.backgroundColor = .red
        try Scene(view: swatch).render(to: folder + "/swatch@2x.png", scale: 2)

        let named = try #require(UIImage(named: "swatch", in: Bundle(path: folder), compatibleWith: nil))
        #expect(named.size == CGSize(width: 20, height: 10) && named.scale == 2)
        // As on iOS, `@2x` in the file's name gives its scale (imageWithContentsOfFile: reads it too).
        let file2x = try #require(UIImage(contentsOfFile: folder + "/swatch@2x.png"))
        #expect(file2x.size == CGSize(width: 20, height: 10) && file2x.scale == 2)
        try FileManager.default.copyItem(atPath: folder + "/swatch@2x.png", toPath: folder + "/swatch-big.png")
        let file = try #require(UIImage(contentsOfFile: folder + "/swatch-big.png"))
        #expect(file.size == CGSize(width: 40, height: 20))
        #expect(UIImage(contentsOfFile: folder + "/missing.png") == nil)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        root.backgroundColor = .white
        let imageView = UIImageView(image: file)
        root.addSubview(imageView)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        let scene = try Scene(view: root)
        let image = try scene.renderer.rasterize(try scene.displayList(), scale: 1)
        let inside = image.pixel(x: 20, y: 10), outside = image.pixel(x: 50, y: 25)
        #expect(inside.red > 240 && inside.green < 20 && outside.green > 240, "\(inside) \(outside)")
    }
}
