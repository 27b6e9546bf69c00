import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadText
import Testing
@testable import SketchpadRender

/// A sign-in screen using most of the widget kit.
func loginScene(device: Device = .iPhone15, appearance: Theme = .light, direction: LayoutDirection = .leftToRight) throws -> (Scene, [String: View]) {
    let root = View(id: "root")
    let bar = NavigationBar(title: "Sign in", leadingItem: "‹ Back", trailingItem: "Help", id: "bar")
    let title = Label("Welcome back", font: FontDescription(size: 28, weight: .bold), id: "title")
    let body = Label("Sign in to sync your sketches across all your devices, wherever you are.",
                     font: FontDescription(size: 15), numberOfLines: 0, id: "body")
    let email = TextField(placeholder: "Email", id: "email")
    let password = TextField(text: "hunter22", isSecure: true, id: "password")
    let remember = Checkbox("Remember me", isChecked: true, id: "remember")
    let notify = Switch(isOn: true, id: "notify")
    let signIn = Button("Sign in", style: .filled, id: "signIn")
    let create = Button("Create account", style: .bordered, id: "create")
    let forgot = Button("Forgot password?", style: .plain, id: "forgot")
    let tabs = TabBar(["Home", "Search", "Profile"], selectedIndex: 2, id: "tabs")
    let views: [View] = [bar, title, body, email, password, remember, notify, signIn, create, forgot, tabs]
    for view in views { root.addSubview(view) }
    let m = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
    Constraint.activate([
        bar.topAnchor.constraint(equalTo: safe.topAnchor),
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        title.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 24),
        title.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        body.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        email.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 24),
        email.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        email.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
        password.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        password.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        remember.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 16),
        remember.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        notify.centerYAnchor.constraint(equalTo: remember.centerYAnchor),
        notify.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        signIn.topAnchor.constraint(equalTo: remember.bottomAnchor, constant: 24),
        signIn.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        signIn.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        create.topAnchor.constraint(equalTo: signIn.bottomAnchor, constant: 12),
        create.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        create.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        forgot.topAnchor.constraint(equalTo: create.bottomAnchor, constant: 8),
        forgot.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        tabs.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        tabs.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        tabs.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    var byID: [String: View] = [:]
    for view in [root] + views { byID[view.id!] = view }
    return (try Scene(device: device, appearance: appearance, direction: direction, root: root), byID)
}

/// Every other widget, in a column.
func galleryScene(appearance: Theme = .light) throws -> Scene {
    let root = View(id: "root")
    let card = Box(id: "card", fill: appearance.surface, border: Box.Border(color: appearance.separator, width: 0.5),
                   cornerRadius: 14, shadow: Shadow())
    let image = ImageView(placeholderSize: Size(width: 64, height: 64), id: "avatar")
    image.cornerRadius = 8
    let name = Label("Ada Lovelace", font: FontDescription(size: 17, weight: .semibold), id: "name")
    let slider = Slider(value: 0.3, id: "slider")
    let progress = ProgressBar(progress: 0.65, id: "progress")
    let segments = SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1, id: "segments")
    let unchecked = Checkbox("Unchecked", id: "unchecked")
    let off = Switch(isOn: false, id: "off")
    let divider = Divider(id: "divider")
    let row1 = ListRow("Wi-Fi", detail: "Home", accessory: .chevron, id: "row1")
    let row2 = ListRow("Bluetooth", subtitle: "2 devices connected", accessory: .checkmark, id: "row2")
    let arabic = Label("مرحبا بالعالم", font: FontDescription(size: 17), id: "arabic")
    let hebrew = Label("שלום עולם", font: FontDescription(size: 17), id: "hebrew")
    let stack = [card, image, name, slider, progress, segments, unchecked, off, divider, row1, row2, arabic, hebrew]
    for view in stack { root.addSubview(view) }
    let m = root.layoutMarginsGuide
    var constraints = [
        card.topAnchor.constraint(equalTo: m.topAnchor, constant: 8),
        card.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: m.trailingAnchor),
        card.heightAnchor.constraint(equalToConstant: 88),
        image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
        image.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        name.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
        name.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ]
    var previous: View = card
    for view in [slider, progress, segments, unchecked, divider, row1, row2, arabic, hebrew] {
        constraints.append(view.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 20))
        constraints.append(view.leadingAnchor.constraint(equalTo: m.leadingAnchor))
        if !(view is Checkbox || view is SegmentedControl) {
            constraints.append(view.trailingAnchor.constraint(equalTo: m.trailingAnchor))
        }
        previous = view
    }
    constraints.append(off.trailingAnchor.constraint(equalTo: m.trailingAnchor))
    constraints.append(off.centerYAnchor.constraint(equalTo: unchecked.centerYAnchor))
    Constraint.activate(constraints)
    return try Scene(device: .iPhoneSE, appearance: appearance, root: root)
}

@Suite struct SceneTests {
    @Test func loginLaysOutWithoutErrors() throws {
        let (scene, _) = try loginScene()
        let result = scene.layout()
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(scene.textWarnings.isEmpty)
    }

    @Test func filledButtonIsItsTintInItsMiddle() throws {
        let (scene, views) = try loginScene()
        let list = try scene.displayList()
        let image = try scene.renderer.rasterize(list, scale: 3)
        let button = try #require(views["signIn"]).frame
        #expect(button.width > 300 && button.height >= 44)
        // Left of the centred title, inside the fill.
        let probe = Point(x: button.minX + 12, y: button.midY)
        #expect(image.pixel(atPoint: probe, scale: 3) == RasterImage.Pixel(Theme.light.accent))
        let dark = try scene.renderer.rasterize(try { scene.appearance = .dark; return try scene.displayList() }(), scale: 3)
        #expect(dark.pixel(atPoint: probe, scale: 3) == RasterImage.Pixel(Theme.dark.accent))
    }

    @Test func barsPaintUnderTheStatusBarAndHomeIndicator() throws {
        let (scene, views) = try loginScene()
        let image = try scene.renderer.rasterize(scene.displayList(), scale: 1)
        let bar = RasterImage.Pixel(Theme.light.barBackground)
        #expect(try #require(views["bar"]).frame.minY == 59)
        #expect(image.pixel(atPoint: Point(x: 5, y: 10)) == bar, "status bar area")
        #expect(image.pixel(atPoint: Point(x: 5, y: 845)) == bar, "home indicator area")
        // A bar that is not at the safe area's edge keeps to its frame.
        let (plain, _) = try loginScene(device: Device(name: "bare", size: Size(width: 393, height: 852)))
        let bare = try plain.renderer.rasterize(plain.displayList(), scale: 1)
        #expect(bare.pixel(atPoint: Point(x: 5, y: 845)) == bar)
        #expect(bare.pixel(atPoint: Point(x: 200, y: 400)) == RasterImage.Pixel(.white))
    }

    @Test func marginOverlayIsTintedWhereTheMarginsAre() throws {
        let (scene, views) = try loginScene()
        let plain = try scene.renderer.rasterize(scene.displayList(), scale: 2)
        let overlaid = try scene.renderer.rasterize(scene.displayList(overlays: .layoutMargins), scale: 2)
        let email = try #require(views["email"]).frame
        // In the root's leading margin band (x < 16), beside the email field: tinted orange.
        let inBand = Point(x: 8, y: email.midY)
        let before = plain.pixel(atPoint: inBand, scale: 2), after = overlaid.pixel(atPoint: inBand, scale: 2)
        #expect(before == RasterImage.Pixel(.white))
        #expect(after != before)
        #expect(after.red > after.blue + 40, "orange tint, got \(after)")
        // Inside the margins (the field's middle) nothing changes.
        let inside = Point(x: email.midX, y: email.midY)
        #expect(overlaid.pixel(atPoint: inside, scale: 2) == plain.pixel(atPoint: inside, scale: 2))
    }

    @Test func eachOverlayChangesThePicture() throws {
        let (scene, _) = try loginScene()
        let base = try scene.renderer.rasterize(scene.displayList(), scale: 1).pngData()
        for overlay in [Overlays.frames, .layoutMargins, .layoutGuides, .baselines, .viewIDs] {
            let with = try scene.renderer.rasterize(scene.displayList(overlays: overlay), scale: 1).pngData()
            #expect(with != base, "overlay \(overlay.rawValue)")
        }
    }

    @Test func arabicLabelDrawsRightToLeftAtTheRight() throws {
        let root = View()
        let label = Label("مرحبا بالعالم", font: FontDescription(size: 20), id: "ar")
        root.addSubview(label)
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        let scene = try Scene(size: Size(width: 300, height: 50), root: root)
        let image = try scene.renderer.rasterize(scene.displayList(), scale: 1)
        func inkColumns(_ range: Range<Int>) -> Int {
            range.filter { x in (0..<image.height).contains { y in image.pixel(x: x, y: y).red < 128 } }.count
        }
        #expect(inkColumns(150..<290) > 40, "Arabic starts at the right")
        #expect(inkColumns(0..<100) == 0)
    }

    @Test func layoutInPointsIsTheSameAtEveryScale() throws {
        // Frames come from layout in points; the PNGs at 1x, 2x and 3x differ only in resolution.
        let (scene, views) = try loginScene()
        let list = try scene.displayList()
        let frames = views.mapValues(\.frame)
        for scale in [1.0, 2, 3] {
            let image = try scene.renderer.rasterize(list, scale: scale)
            #expect(image.width == Int(393 * scale))
            let button = frames["signIn"]!
            #expect(image.pixel(atPoint: Point(x: button.minX + 12, y: button.midY), scale: scale) == RasterImage.Pixel(Theme.light.accent))
        }
    }

    @Test func smallestPNGIsSmallerAndDecodesToTheSamePixels() throws {
        let (scene, _) = try loginScene()
        let image = try scene.renderer.rasterize(scene.displayList(), scale: 2)
        let fast = try image.pngData(compression: .fast), smallest = try image.pngData(compression: .smallest)
        #expect(smallest.count < fast.count)
        #expect(try RasterImage(png: fast).rgbaBytes() == RasterImage(png: smallest).rgbaBytes())
    }

    @Test func hiddenViewsAreNotDrawn() throws {
        let (scene, views) = try loginScene()
        let button = try #require(views["signIn"])
        scene.layout()
        let probe = Point(x: button.frame.minX + 12, y: button.frame.midY)
        #expect(try scene.renderer.rasterize(scene.displayList(), scale: 1).pixel(atPoint: probe) == RasterImage.Pixel(Theme.light.accent))
        button.isHidden = true
        let image = try scene.renderer.rasterize(scene.displayList(), scale: 1)
        #expect(image.pixel(atPoint: probe) == RasterImage.Pixel(.white))
    }

    @Test func devicePresets() {
        #expect(Device.named("iphone-15")?.size == Size(width: 393, height: 852))
        #expect(Device.named("iPhone SE")?.size == Size(width: 375, height: 667))
        #expect(Device.named("iphone 15 pro max")?.safeAreaInsets.bottom == 34)
        #expect(Device.named("ipad")?.size == Size(width: 820, height: 1180))
        #expect(Device.named("desktop")?.size == Size(width: 1280, height: 800))
        #expect(Device.named("nokia") == nil)
        #expect(Theme.named("Dark") == .dark)
        #expect(Overlays(name: "margins") == .layoutMargins)
    }

    @Test func sceneRendersAllFormatsDeterministically() throws {
        for format in OutputFormat.allCases {
            let (a, _) = try loginScene()
            let (b, _) = try loginScene()
            let first = try a.data(format: format, scale: 2, overlays: .all)
            let second = try b.data(format: format, scale: 2, overlays: .all)
            #expect(first == second, "\(format)")
        }
    }

    @Test func writeScenesForEyes() throws {
        guard let folder = ProcessInfo.processInfo.environment["SKETCHPAD_RENDER_SAMPLES"] else { return }
        for theme in Theme.all {
            let (login, _) = try loginScene(appearance: theme)
            try login.render(to: folder + "/login-\(theme.name).png")
            try galleryScene(appearance: theme).render(to: folder + "/gallery-\(theme.name).png")
        }
        let (login, _) = try loginScene()
        try login.render(to: folder + "/login-overlays.png", overlays: .all)
        try login.render(to: folder + "/login.svg")
        try login.render(to: folder + "/login.pdf")
        let (rtl, _) = try loginScene(direction: .rightToLeft)
        try rtl.render(to: folder + "/login-rtl.png", scale: 2)
    }
}

/// The example in `Scene`'s documentation, as a script would write it.
@Test func sceneDocumentationExampleMakesAPNG() throws {
    let folder = NSTemporaryDirectory() + "sketchpad-doc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let root = View()
    let title = Label("Welcome back", font: FontDescription(size: 28, weight: .bold))
    let signIn = Button("Sign in", style: .filled)
    root.addSubview(title)
    root.addSubview(signIn)
    Constraint.activate([
        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 24),
        signIn.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        signIn.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        signIn.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 32),
    ])
    let scene = try Scene(device: .iPhone15, appearance: .light, root: root)
    try scene.render(to: folder + "/welcome.png", overlays: [.frames, .layoutMargins])

    let image = try RasterImage(contentsOfPNGFile: folder + "/welcome.png")
    // iPhone 15 at its native 3x, and under it the overlays' legend (one row: 2 × 8 pt padding + 16 pt).
    #expect(image.width == 1179 && image.height == 2556 + 3 * 32, "got \(image.width)×\(image.height)")
    #expect(scene.layout().errors.isEmpty)
}

/// The batch renderer draws several scenes at once, one per thread: each scene has its own
/// measurer and font map, and the bytes must not depend on what runs beside them.
@Test func scenesOnSeparateThreadsRenderTheSameBytes() throws {
    let themes = [Theme.light, .dark, .wireframe, .light]
    let serial = try themes.map { theme in try loginScene(appearance: theme).0.data(format: .png, scale: 1) }
    /// Results written from several threads, under a lock.
    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var bytes: [[UInt8]?]
        var failures: [String] = []
        init(count: Int) { bytes = Array(repeating: nil, count: count) }
        func record(_ i: Int, _ result: Result<[UInt8], Error>) {
            lock.lock(); defer { lock.unlock() }
            switch result {
            case .success(let b): bytes[i] = b
            case .failure(let e): failures.append("\(e)")
            }
        }
    }
    let results = Results(count: themes.count)
    DispatchQueue.concurrentPerform(iterations: themes.count) { i in
        results.record(i, Result { try loginScene(appearance: themes[i]).0.data(format: .png, scale: 1) })
    }
    let failures = results.failures, parallel = results.bytes
    #expect(failures.isEmpty)
    for i in themes.indices { #expect(parallel[i] == serial[i], "scene \(i)") }
}
