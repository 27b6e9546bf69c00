import Testing
import SketchpadSwiftUI

/// The model: view builders, dynamic properties installed before `body`, `onAppear` once.
@MainActor @Suite struct ModelTests {
    private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

    struct Counter: View {
        @State private var count = 1
        var body: some View {
            Color.red.frame(width: CGFloat(count) * 10, height: 10).accessibilityIdentifier("bar")
                .onAppear { count = 3 }
        }
    }

    @Test func onAppearRunsOnceBeforeTheRenderAndItsStateShows() throws {
        let sketch = try Sketch(Counter(), size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "bar")?.width == 30)
    }

    struct Themed: View {
        @Environment(\.themeName) private var theme
        var body: some View {
            Color.blue.frame(width: theme == "wide" ? 80 : 20, height: 10).accessibilityIdentifier("bar")
        }
    }

    @Test func environmentValuesReachTheViewBeforeItsBodyIsRead() throws {
        let plain = try Sketch(Themed(), size: CGSize(width: 100, height: 100))
        let wide = try Sketch(Themed().environment(\.themeName, "wide"), size: CGSize(width: 100, height: 100))
        #expect(plain.frame(ofID: "bar")?.width == 20)
        #expect(wide.frame(ofID: "bar")?.width == 80)
    }

    final class Model: ObservableObject {
        @Published var items = ["a", "b", "c"]
    }

    struct Needs: View {
        @EnvironmentObject var model: Model
        var body: some View {
            VStack(spacing: 0) {
                ForEach(model.items, id: \.self) { item in Color.red.frame(width: 10, height: 10).accessibilityIdentifier(item) }
            }
        }
    }

    @Test func environmentObjectsAreFoundOrTheRenderSaysWhichIsMissing() throws {
        let sketch = try Sketch(Needs().environmentObject(Model()), size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "c")?.minY == 55)  // three 10-point rows centred in 100
        #expect(throws: SwiftUIRenderError.missingEnvironmentObject(type: "Model", view: "Needs")) {
            try Sketch(Needs(), size: CGSize(width: 100, height: 100))
        }
    }

    struct Branches: View {
        var flag: Bool
        var kind: Int
        var optional: String?
        var body: some View {
            HStack(spacing: 0) {
                if flag { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("if") } else { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("else") }
                switch kind {
                case 0: Color.blue.frame(width: 5, height: 5).accessibilityIdentifier("zero")
                default: EmptyView()
                }
                if let optional { Color.green.frame(width: 7, height: 7).accessibilityIdentifier(optional) }
                // SwiftUI has no buildArray; this module accepts `for` (elements of one type).
                for i in 0..<2 { AnyView(Color.gray.frame(width: 3, height: 3).accessibilityIdentifier("loop\(i)")) }
                AnyView(Color.black.frame(width: 4, height: 4).accessibilityIdentifier("any"))
                Group { Color.white.frame(width: 6, height: 6).accessibilityIdentifier("group") }
            }
        }
    }

    @Test func viewBuildersBuildEveryKindOfStatement() throws {
        let a = try Sketch(Branches(flag: true, kind: 0, optional: "some"), size: CGSize(width: 200, height: 100))
        #expect(a.frame(ofID: "if") != nil && a.frame(ofID: "else") == nil)
        #expect(a.frame(ofID: "zero") != nil && a.frame(ofID: "some") != nil)
        #expect(a.frame(ofID: "loop1") != nil && a.frame(ofID: "any") != nil && a.frame(ofID: "group") != nil)
        let b = try Sketch(Branches(flag: false, kind: 1, optional: nil), size: CGSize(width: 200, height: 100))
        #expect(b.frame(ofID: "else")?.width == 20 && b.frame(ofID: "zero") == nil && b.frame(ofID: "some") == nil)
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10).background(Color.gray)
        }
    }

    @Test func customViewModifiersWrapTheirContent() throws {
        let sketch = try Sketch(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("inner").modifier(Card()),
                                size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "inner") == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    struct Binder: View {
        @Binding var width: CGFloat
        var body: some View { Color.red.frame(width: width, height: 1).accessibilityIdentifier("bound") }
    }

    @Test func bindingsReadTheirSource() throws {
        let sketch = try Sketch(Binder(width: .constant(42)), size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "bound")?.width == 42)
    }
}

extension EnvironmentValues {
    private struct ThemeNameKey: EnvironmentKey { static let defaultValue = "plain" }
    var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}
