import Testing
import Sketchpad
import SketchpadUIKit

/// Recipes of Apple's Auto Layout Guide, written in UIKit spelling (a view controller shown in a
/// window) and in Sketchpad's own API (a `View` tree on a `LayoutEngine` with the same canvas,
/// safe area and margins): the frames must agree. One test per recipe.
@MainActor @Suite struct AutoLayoutGuideRecipeTests {
    static let size = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Shows `build`'s controller in a window of `size` with the safe area, returns the window.
    func showUIKit(width: CGFloat = size.width, height: CGFloat = size.height, _ build: @escaping (UIViewController) -> Void) -> UIWindow {
        final class Controller: UIViewController {
            var build: ((UIViewController) -> Void)?
            override func viewDidLoad() { build?(self) }
        }
        let controller = Controller()
        controller.build = build
        controller.additionalSafeAreaInsets = Self.safeArea
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
        return window
    }

    /// Lays out a Sketchpad root with the same canvas, safe area, root margins, text measurer
    /// and pixel grid (UIKit rounds each view's edges to the 3× screen's pixels).
    func layoutSketchpad(_ root: View, width: CGFloat = size.width, height: CGFloat = size.height) -> LayoutResult {
        let side: Double = min(width, height) > 414 ? 20 : 16
        var options = LayoutEngine.Options()
        options.pixelScale = 3
        let result = LayoutEngine(canvasSize: Size(width: Double(width), height: Double(height)),
                                  safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
                                  rootLayoutMargins: DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side),
                                  measurer: try! PangoTextMeasurer(), options: options).layout(root)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result
    }

    func expectSame(_ uiView: UIView, _ view: View, in result: LayoutResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let mine = uiView.convert(uiView.bounds, to: nil)
        let theirs = result.frame(of: view) ?? .zero
        let same = abs(mine.minX - theirs.minX) < 1e-6 && abs(mine.minY - theirs.minY) < 1e-6
            && abs(mine.width - theirs.width) < 1e-6 && abs(mine.height - theirs.height) < 1e-6
        #expect(same, "UIKit \(mine) vs Sketchpad \(theirs)", sourceLocation: sourceLocation)
    }

    /// Simple Constraints › Simple Single View: a red view inside the margins, 20 points below
    /// the top and above the bottom of the safe area.
    @Test func simpleSingleView() {
        var red: UIView!
        let window = showUIKit { c in
            red = UIView()
            red.backgroundColor = .red
            red.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(red)
            NSLayoutConstraint.activate([
                red.leadingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.leadingAnchor),
                red.trailingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.trailingAnchor),
                red.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                c.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            ])
        }
        let root = View(), box = View()
        root.addSubview(box)
        Constraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 20),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        expectSame(red, box, in: result)
        expectRect(red.frame, 16, 67, 358, 723)   // by hand: margins 16; 47 + 20; 844 − 34 − 20 − 67
    }

    /// Simple Constraints › Two Equal-Width Views: yellow and green side by side, standard
    /// spacing between them, equal widths.
    @Test func twoEqualWidthViews() {
        var yellow: UIView!, green: UIView!
        let window = showUIKit { c in
            yellow = UIView(); green = UIView()
            for v in [yellow!, green!] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
            let margins = c.view.layoutMarginsGuide, safe = c.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                green.leadingAnchor.constraint(equalToSystemSpacingAfter: yellow.trailingAnchor, multiplier: 1),
                green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                yellow.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                green.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 20),
                yellow.widthAnchor.constraint(equalTo: green.widthAnchor),
            ])
        }
        let root = View(), y = View(), g = View()
        root.addSubview(y); root.addSubview(g)
        let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
        Constraint.activate([
            y.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            g.leadingAnchor.constraint(equalToSystemSpacingAfter: y.trailingAnchor),
            g.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            y.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            g.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: y.bottomAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: g.bottomAnchor, constant: 20),
            y.widthAnchor.constraint(equalTo: g.widthAnchor),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        expectSame(yellow, y, in: result)
        expectSame(green, g, in: result)
        expectRect(yellow.frame, 16, 67, 175, 723)   // (358 − 8) / 2
        expectRect(green.frame, 199, 67, 175, 723)
    }

    /// Stack Views › Simple Stack View: a title, an image and a button in a centred vertical
    /// stack with standard spacing, pinned to the margins and the safe area.
    @Test func simpleStackView() throws {
        var stack: UIStackView!, title: UILabel!, image: UIImageView!, button: UIButton!
        let window = showUIKit { c in
            title = UILabel()
            title.text = "Flowers"
            title.font = .preferredFont(forTextStyle: .title1)
            image = UIImageView(image: UIImage(systemName: "photo"))
            image.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
            image.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
            button = UIButton(type: .system)
            button.setTitle("Edit", for: .normal)
            stack = UIStackView(arrangedSubviews: [title, image, button])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = UIStackView.spacingUseSystem
            stack.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                c.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            ])
        }
        let t = PixelRoundedLabel("Flowers", font: FontDescription(family: "Inter", size: 28))
        t.setContentHuggingPriority(.defaultLow, for: .horizontal)
        t.setContentHuggingPriority(.defaultLow, for: .vertical)
        // A symbol image view: its alignment rectangle (the 17 pt line box, 20.333 high) is laid
        // out, and its frame is the symbol image inside it.
        let photo = try #require(UIImage(systemName: "photo"))
        let i = ImageView(placeholderSize: Size(width: Double(photo.size.width), height: 61.0 / 3))
        let insets = photo.alignmentRectInsets
        i.alignmentInsets = EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
        i.setContentHuggingPriority(249, for: .vertical)
        i.setContentCompressionResistancePriority(749, for: .vertical)
        let b = UIKitSizedButton("Edit", style: .plain, font: FontDescription(family: "Inter", size: 15))
        let s = StackView(axis: .vertical, alignment: .center, spacing: 8, arrangedSubviews: [t, i, b])
        let root = View()
        root.addSubview(s)
        Constraint.activate([
            s.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            s.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            s.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: 20),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        for (mine, theirs) in [(stack as UIView, s as View), (title, t), (image, i), (button, b)] {
            expectSame(mine!, theirs, in: result)
        }
        // The image takes the height left over; everything is centred.
        #expect(abs(image.frame.midX - 179) < 1e-6 && image.frame.height > 500)
    }

    /// Margins: a view with its own margins, content pinned to them.
    @Test func customMargins() {
        var card: UIView!, content: UIView!
        let window = showUIKit { c in
            card = UIView(); content = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            content.translatesAutoresizingMaskIntoConstraints = false
            card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 8)
            c.view.addSubview(card)
            card.addSubview(content)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 120),
                content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            ])
        }
        let root = View(), k = View(), n = View()
        k.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 8)
        root.addSubview(k); k.addSubview(n)
        Constraint.activate([
            k.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            k.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            k.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            k.heightAnchor.constraint(equalToConstant: 120),
            n.leadingAnchor.constraint(equalTo: k.layoutMarginsGuide.leadingAnchor),
            n.trailingAnchor.constraint(equalTo: k.layoutMarginsGuide.trailingAnchor),
            n.topAnchor.constraint(equalTo: k.layoutMarginsGuide.topAnchor),
            n.bottomAnchor.constraint(equalTo: k.layoutMarginsGuide.bottomAnchor),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        expectSame(card, k, in: result)
        expectSame(content, n, in: result)
        expectRect(content.frame, 24, 12, 326, 96)
    }

    /// Safe area: a toolbar on the bottom edge of the safe area, a header on its top, across
    /// the whole width.
    @Test func safeArea() {
        var header: UIView!, toolbar: UIView!
        let window = showUIKit { c in
            header = UIView(); toolbar = UIView()
            for v in [header!, toolbar!] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
            let safe = c.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: safe.topAnchor),
                header.leadingAnchor.constraint(equalTo: c.view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: c.view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                toolbar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                toolbar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                toolbar.heightAnchor.constraint(equalToConstant: 49),
            ])
        }
        let root = View(), h = View(), t = View()
        root.addSubview(h); root.addSubview(t)
        let safe = root.safeAreaLayoutGuide
        Constraint.activate([
            h.topAnchor.constraint(equalTo: safe.topAnchor), h.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            h.trailingAnchor.constraint(equalTo: root.trailingAnchor), h.heightAnchor.constraint(equalToConstant: 44),
            t.bottomAnchor.constraint(equalTo: safe.bottomAnchor), t.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            t.trailingAnchor.constraint(equalTo: safe.trailingAnchor), t.heightAnchor.constraint(equalToConstant: 49),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        expectSame(header, h, in: result)
        expectSame(toolbar, t, in: result)
        expectRect(header.frame, 0, 47, 390, 44)
        expectRect(toolbar.frame, 0, 761, 390, 49)
    }

    /// Readable content: on an iPad-wide screen, text stays within the readable width, centred.
    @Test func readableContent() {
        var body: UIView!
        let window = showUIKit(width: 1180, height: 820) { c in
            body = UIView()
            body.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(body)
            let readable = c.view.readableContentGuide
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                body.topAnchor.constraint(equalTo: readable.topAnchor),
                body.heightAnchor.constraint(equalToConstant: 300),
            ])
        }
        let root = View(), b = View()
        root.addSubview(b)
        let readable = root.readableContentGuide
        Constraint.activate([
            b.leadingAnchor.constraint(equalTo: readable.leadingAnchor), b.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            b.topAnchor.constraint(equalTo: readable.topAnchor), b.heightAnchor.constraint(equalToConstant: 300),
        ])
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root, width: 1180, height: 820)
        expectSame(body, b, in: result)
        expectRect(body.frame, 254, 47, 672, 300)   // (1180 − 672) / 2; margins 20 < 254
    }

    /// The visual format language: two equal columns with standard spacing, aligned at the top
    /// and bottom, 20 points inside the safe area vertically. A standard space next to `|` puts
    /// the view on the superview's layout margins in UIKit (16 on this controller's view);
    /// Sketchpad's own VFL keeps its documented 8-point edge spacing, so its side is written
    /// with the margins guide.
    @Test func visualFormatLanguage() {
        var left: UIView!, right: UIView!
        let window = showUIKit { c in
            left = UIView(); right = UIView()
            for v in [left!, right!] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
            let views: [String: Any] = ["left": left!, "right": right!]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[left]-[right(==left)]-|",
                                                                       options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[left(height)]", options: [],
                                                                       metrics: ["height": 200], views: views))
            left.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
        }
        let root = View(), l = View(), r = View()
        root.addSubview(l); root.addSubview(r)
        try! root.addConstraints(visualFormat: "H:[left]-[right(==left)]", options: [.alignAllTop, .alignAllBottom],
                                 views: ["left": l, "right": r])
        Constraint.activate([
            l.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            r.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        try! root.addConstraints(visualFormat: "V:[left(height)]", metrics: ["height": 200], views: ["left": l])
        l.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
        defer { withExtendedLifetime(window) {} }
        let result = layoutSketchpad(root)
        expectSame(left, l, in: result)
        expectSame(right, r, in: result)
        expectRect(left.frame, 16, 67, 175, 200)
        expectRect(right.frame, 199, 67, 175, 200)
    }
}

/// Sketchpad's label with its size rounded up to whole pixels at 3×, as UIKit's labels round
/// theirs: the Sketchpad side of a recipe that has labels.
final class PixelRoundedLabel: Label {
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        var m = try super.measureContent(using: measurer, fittingWidth: fittingWidth)
        m.size = Size(width: (m.size.width * 3 - 1e-6).rounded(.up) / 3, height: (m.size.height * 3 - 1e-6).rounded(.up) / 3)
        return m
    }
}

/// Sketchpad's button sized as UIKit sizes a system button: its title, 6 points above and
/// below, rounded up to whole pixels at 3× (Sketchpad's own buttons keep a 44-point minimum).
final class UIKitSizedButton: Button {
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let text = try measurer.measure(title, font: font, maxWidth: nil, maxLines: 1)
        func up(_ v: Double) -> Double { (v * 3 - 1e-6).rounded(.up) / 3 }
        return ContentMeasurement(size: Size(width: up(text.width), height: up(text.height + 12)))
    }
}
