import Foundation
import SketchpadSwiftUI
import Testing

/// What round 7's renders showed still wrong: geometry matched between views, the app's window
/// during a render, symbol scales and numbered symbols.
@MainActor @Suite struct RealCodeRound9Tests {
    // MARK: matchedGeometryEffect (objc.io's picker underline)

    /// objc.io's picker: three items are sources, one underline (`isSource: false`) in the row's
    /// overlay matches the selected item. On iOS the underline lies under that item; it spanned
    /// the whole row (each view kept its own frame).
    struct Picker: View {
        @Namespace private var namespace
        let selected: String
        var body: some View {
            HStack {
                ForEach(["Inbox", "Sent", "Archive"], id: \.self) { title in
                    Text(title).padding(.bottom, 4).accessibilityIdentifier(title)
                        .matchedGeometryEffect(id: title, in: namespace)
                }
            }
            .overlay {
                Color.blue.frame(height: 1).accessibilityIdentifier("line")
                    .frame(maxHeight: .infinity, alignment: .bottom)
                    .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
            }
            .accessibilityIdentifier("row")
        }
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() throws {
        for selected in ["Inbox", "Sent", "Archive"] {
            let sketch = try Sketch(Picker(selected: selected), size: CGSize(width: 300, height: 100))
            let item = try #require(sketch.frame(ofID: selected)), line = try #require(sketch.frame(ofID: "line"))
            let row = try #require(sketch.frame(ofID: "row"))
            #expect(line == CGRect(x: item.minX, y: item.maxY - 1, width: item.width, height: 1),
                    "the underline lies under \(selected) \(item), not along the row \(row): \(line)")
        }
    }

    /// `properties` chooses what follows the source: `.position` keeps the view's size and puts
    /// its anchor on the source's anchor; `.size` keeps its origin and proposes the source's size.
    /// A group without a source leaves its views where they are.
    @Test func onlyTheMatchedPropertiesFollowTheSource() throws {
        struct Screen: View {
            @Namespace private var namespace
            let properties: MatchedGeometryProperties
            let anchor: UnitPoint
            let source: Bool
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 60).matchedGeometryEffect(id: 1, in: namespace, isSource: source)
                    Color.blue.accessibilityIdentifier("follower")
                        .matchedGeometryEffect(id: 1, in: namespace, properties: properties, anchor: anchor, isSource: false)
                        .frame(width: 20, height: 10)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        func follower(_ properties: MatchedGeometryProperties, _ anchor: UnitPoint = .center, source: Bool = true) throws -> CGRect? {
            try Sketch(Screen(properties: properties, anchor: anchor, source: source), size: CGSize(width: 200, height: 200)).frame(ofID: "follower")
        }
        // The source is 100 × 60 at the top left; the follower's own frame is 20 × 10 below it, at x 40.
        #expect(try follower(.frame) == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(try follower(.position) == CGRect(x: 40, y: 25, width: 20, height: 10))
        // The follower's anchor goes on the point the source's own anchor (its centre) gives.
        #expect(try follower(.position, .topLeading) == CGRect(x: 50, y: 30, width: 20, height: 10))
        #expect(try follower(.size) == CGRect(x: 40, y: 60, width: 100, height: 60))
        #expect(try follower(.frame, source: false) == CGRect(x: 40, y: 60, width: 20, height: 10))
    }

    /// Several sources in one group: SwiftUI logs "Multiple inserted views in matched geometry
    /// group … have `isSource: true`, results are undefined" and takes the most recently inserted.
    /// The render warns at the other sources' lines; the last source in the tree is the source.
    @Test func severalSourcesWarnAndTheLastIsTheSource() throws {
        struct Screen: View {
            @Namespace private var namespace
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 60).matchedGeometryEffect(id: "card", in: namespace)
                    Color.green.frame(width: 50, height: 30).accessibilityIdentifier("second").matchedGeometryEffect(id: "card", in: namespace)
                    Color.blue.accessibilityIdentifier("follower").matchedGeometryEffect(id: "card", in: namespace, isSource: false)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let firstLine = #line - 7
        let sketch = try Sketch(Screen(), size: CGSize(width: 200, height: 200))
        let second = try #require(sketch.frame(ofID: "second"))
        #expect(sketch.frame(ofID: "follower") == second)
        let warnings = sketch.diagnostics.filter { $0.message.contains("Multiple inserted views in matched geometry group card") }
        #expect(warnings.map(\.location?.line) == [firstLine], "\(sketch.diagnostics)")
    }

    // MARK: The app's window during a render (Touchdown's product page)

    /// `UIApplication.shared.windows.first?.safeAreaInsets.top` is 59 on an iPhone 15 running the
    /// app; it was nil during a render (no connected scene), so the header fell back to 16.
    /// `UIScreen.main.bounds` read in a body is the render's device too, and both are restored after.
    @Test func duringARenderTheAppsWindowIsTheDevices() throws {
        struct Header: View {
            var body: some View {
                let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
                        .padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top)
                    Color.blue.frame(width: UIScreen.main.bounds.width / 2, height: 10).accessibilityIdentifier("half")
                    Color.green.frame(width: window?.bounds.width ?? 1, height: 10).accessibilityIdentifier("window")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .ignoresSafeArea()
            }
        }
        let screen = UIScreen.main.bounds
        let sketch = try Sketch(Header(), device: .iPhone15)
        #expect(sketch.frame(ofID: "box")?.minY == 59)
        #expect(abs((sketch.frame(ofID: "half")?.width ?? 0) - 393 / 2) < 0.34, "snapped to the 3× pixel grid")
        #expect(sketch.frame(ofID: "window")?.width == 393)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIScreen.main.bounds == screen)
        let small = try Sketch(Header(), size: CGSize(width: 200, height: 100))
        #expect(small.frame(ofID: "half")?.width == 100)
        #expect(small.frame(ofID: "box")?.minY == 0)
    }
}
