import Testing
import Sketchpad
import SketchpadUIKit

/// Views draw their layer appearance through issue 13's drawing API: background, corner radius,
/// border and alpha, on plain views and on widgets alike.
@MainActor @Suite struct LayerDrawingTests {
    func pixels(_ root: UIView) throws -> RasterImage {
        let scene = try Scene(view: root)
        return try scene.renderer.rasterize(try scene.displayList(), scale: 1)
    }

    func close(_ p: RasterImage.Pixel, _ r: Int, _ g: Int, _ b: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let ok = abs(Int(p.red) - r) <= 2 && abs(Int(p.green) - g) <= 2 && abs(Int(p.blue) - b) <= 2
        #expect(ok, "expected rgb(\(r), \(g), \(b)), got \(p)", sourceLocation: sourceLocation)
    }

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
        close(image.pixel(x: 10, y: 10), 255, 128, 128)     // red at half opacity on white
        close(image.pixel(x: 75, y: 25), 128, 128, 255)     // blue inherits its superview's alpha
        close(image.pixel(x: 80, y: 80), 255, 255, 255)     // hidden: nothing drawn
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
        close(image.pixel(x: 50, y: 25), 255, 255, 0)
        close(image.pixel(x: 50, y: 75), 0, 255, 0)
        close(image.pixel(x: 1, y: 75), 0, 0, 0)            // the border, inside the bounds
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        card.layer.cornerRadius = 40
        root.addSubview(card)
        let image = try pixels(root)
        close(image.pixel(x: 2, y: 2), 255, 255, 255)       // outside the rounded corner
        close(image.pixel(x: 50, y: 50), 0, 0, 0)
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
        close(image.pixel(x: 3, y: 3), 255, 255, 255)       // clipped away at the corner
        close(image.pixel(x: 50, y: 50), 0, 0, 0)
    }
}
