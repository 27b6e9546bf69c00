import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UITextField.borderStyle` (issue 23): `.roundedRect` is 34 points tall at the 17-point system
/// font and drawn filled with a grey edge and round corners; `.line` and `.bezel` draw their
/// rectangles.
@MainActor @Suite struct TextFieldBorderStyleTests {
    func field(_ style: UITextField.BorderStyle, font: UIFont? = nil) -> UITextField {
        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = style
        if let font { field.font = font }
        return field
    }

    @Test func aRoundedRectFieldIs34PointsTallAtTheSystemFont() {
        let root = makeRoot()
        let email = field(.roundedRect)
        #expect(abs(email.intrinsicContentSize.height - 34) < 1e-9)
        email.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(email)
        NSLayoutConstraint.activate([
            email.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            email.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            email.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        expectRect(email.frame, 16, 20, 288, 34)
        // A larger font makes it taller by the difference in line height.
        let large = field(.roundedRect, font: .systemFont(ofSize: 28))
        #expect(large.intrinsicContentSize.height > 34 + 10)
    }

    func render(_ style: UITextField.BorderStyle) throws -> RasterImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 54))
        root.backgroundColor = .systemGroupedBackground   // rgb(242, 242, 247)
        let email = field(style)
        email.frame = CGRect(x: 10, y: 10, width: 100, height: 34)
        root.addSubview(email)
        let scene = try Scene(view: root)
        let image = try scene.renderer.rasterize(try scene.displayList(), scale: 3)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Data(try image.pngData()).write(to: URL(fileURLWithPath: folder + "/text-field-\(style.rawValue).png"))
        }
        return image
    }

    func rgb(_ p: RasterImage.Pixel) -> [Int] { [Int(p.red), Int(p.green), Int(p.blue)] }

    @Test func theRoundedRectIsFilledWithAGreyEdgeAndRoundCorners() throws {
        let image = try render(.roundedRect)
        #expect(rgb(image.pixel(x: 60 * 3, y: 20 * 3)) == [255, 255, 255])         // inside: filled white
        #expect(rgb(image.pixel(x: 10 * 3, y: 10 * 3)) == [242, 242, 247])         // the corner is cut off
        let edge = rgb(image.pixel(x: 60 * 3, y: 10 * 3))                           // the top edge: grey
        #expect(edge[0] < 250 && edge[0] > 190, "\(edge)")
    }

    @Test func lineAndBezelDrawTheirRectangles() throws {
        let line = try render(.line)
        #expect(rgb(line.pixel(x: 60 * 3, y: 10 * 3)) == [0, 0, 0])                // a black top edge
        #expect(rgb(line.pixel(x: 10 * 3, y: 10 * 3)) == [0, 0, 0])                // square corners
        #expect(rgb(line.pixel(x: 60 * 3, y: 20 * 3)) == [242, 242, 247])          // not filled
        let bezel = try render(.bezel)
        let top = rgb(bezel.pixel(x: 60 * 3, y: 10 * 3)), side = rgb(bezel.pixel(x: 10 * 3, y: 25 * 3))
        #expect(top[0] < side[0] && side[0] < 242, "\(top) \(side)")             // darker along the top
    }

    /// A borderless field (UIKit's default in code) is 22 points tall at the 17-point system font,
    /// as iOS reports for SwiftUI's `TextField` (a borderless `UITextField`) and as borderless
    /// fields are framed in iOS-recorded hierarchies; as wide as its placeholder, with no inset;
    /// a larger font grows it by the difference in line height.
    @Test func aBorderlessFieldIs22PointsTallAndOnlyAsWideAsItsText() {
        let email = field(.none)
        #expect(abs(email.intrinsicContentSize.height - 22) < 1e-9)
        let label = UILabel()
        label.text = "Email"
        #expect(abs(email.intrinsicContentSize.width - label.intrinsicContentSize.width) < 1)
        let large = field(.none, font: .systemFont(ofSize: 28))
        let grows = large.intrinsicContentSize.height - 22
        #expect(grows > 10)
        #expect(abs(field(.roundedRect, font: .systemFont(ofSize: 28)).intrinsicContentSize.height - 34 - grows) < 1e-9)
    }

    /// A borderless field draws only its placeholder (or text): no fill, no edge, no corners.
    @Test func aBorderlessFieldDrawsOnlyItsText() throws {
        let none = try render(.none)
        for (x, y) in [(10, 10), (60, 10), (109, 43), (60, 43), (105, 27)] {
            #expect(rgb(none.pixel(x: x * 3, y: y * 3)) == [242, 242, 247], "(\(x), \(y))")
        }
        // The placeholder starts at the field's leading edge, centred vertically.
        var inked: [Int] = []
        for x in 30..<60 where rgb(none.pixel(x: x, y: 27 * 3)) != [242, 242, 247] { inked.append(x) }
        #expect(!inked.isEmpty && inked[0] < 10 * 3 + 6, "\(inked)")
    }
}
