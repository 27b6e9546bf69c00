import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// iOS 17's `Transition` protocol, the built-in transitions and `AnyTransition`: a still shows a
/// view as it is on screen, which is its transition's body in the identity phase.
@MainActor @Suite struct TransitionTests {
    private static let canvas = CGSize(width: 100, height: 100)
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    private let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)

    private func png(_ view: some View) throws -> [UInt8] {
        try Sketch(view, size: Self.canvas).data(format: .png, scale: 1)
    }

    private func image(_ view: some View) throws -> RasterImage {
        try RasterImage(png: png(view))
    }

    private var square: some View { Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40) }

    /// Backs its view in blue while shown and in red while it comes and goes.
    struct Marking: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.padding(5).background(phase.isIdentity ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
        }
    }

    struct Tint: ViewModifier {
        let color: Color
        func body(content: Content) -> some View { content.padding(5).background(color) }
    }

    @Test func aCustomTransitionsBodyIsDrawnInItsIdentityPhase() throws {
        let drawn = try image(square.transition(Marking()))
        #expect(drawn.pixel(x: 50, y: 50) == red, "the content is inside the body")
        #expect(drawn.pixel(x: 50, y: 27) == blue, "the identity phase's background, not the others'")
        #expect(drawn.pixel(x: 50, y: 10) == white)
        #expect(try png(square.transition(AnyTransition(Marking()))) == png(square.transition(Marking())), "erased, the same")
    }

    @Test func aTransitionAppliedInAnotherPhaseDrawsThatPhase() throws {
        #expect(try image(Marking().apply(content: square, phase: .willAppear)).pixel(x: 50, y: 27) == red)
        #expect(try image(OpacityTransition().apply(content: square, phase: .didDisappear)).pixel(x: 50, y: 50) == white)
        let asymmetric = AsymmetricTransition(insertion: .opacity, removal: .offset(x: 35))
        #expect(try image(asymmetric.apply(content: square, phase: .willAppear)).pixel(x: 50, y: 50) == white, "inserted: fades")
        #expect(try image(asymmetric.apply(content: square, phase: .didDisappear)).pixel(x: 85, y: 50) == red, "removed: moves")
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }

    @Test func builtInTransitionsDrawTheViewAsItIs() throws {
        let still = try png(square)
        #expect(try png(square.transition(.opacity)) == still)
        #expect(try png(square.transition(.scale)) == still)
        #expect(try png(square.transition(.scale(0.5, anchor: .top))) == still)
        #expect(try png(square.transition(.slide)) == still)
        #expect(try png(square.transition(.move(edge: .bottom))) == still)
        #expect(try png(square.transition(.push(from: .trailing))) == still)
        #expect(try png(square.transition(.offset(x: 30))) == still)
        #expect(try png(square.transition(.blurReplace)) == still)
        #expect(try png(square.transition(.blurReplace(.upUp))) == still)
        #expect(try png(square.transition(.symbolEffect)) == still)
        #expect(try png(square.transition(.symbolEffect(.appear.byLayer, options: .nonRepeating))) == still)
        #expect(try png(square.transition(.identity)) == still)
        #expect(try png(square.transition(.opacity.combined(with: .scale).animation(.default))) == still)
        #expect(try png(square.transition(AsymmetricTransition(insertion: .push(from: .top), removal: .blurReplace))) == still)
    }

    @Test func typeErasedTransitionsDrawTheViewAsItIs() throws {
        let still = try png(square)
        let erased: [AnyTransition] = [
            .opacity, .scale, .slide, .identity, .move(edge: .top), .push(from: .leading), .offset(x: 10, y: 10),
            .scale(scale: 2, anchor: .bottom), .asymmetric(insertion: .move(edge: .trailing), removal: .opacity),
            AnyTransition.opacity.combined(with: .slide).animation(.easeInOut), AnyTransition(.blurReplace),
        ]
        for transition in erased { #expect(try png(square.transition(transition)) == still) }
    }

    @Test func aModifierTransitionShowsItsIdentityModifier() throws {
        let view = square.transition(.modifier(active: Tint(color: Color(red: 1, green: 0, blue: 0)), identity: Tint(color: Color(red: 0, green: 0, blue: 1))))
        #expect(try image(view).pixel(x: 50, y: 27) == blue)
    }

    @Test func anAlwaysOnPageIndexBackgroundDrawsACapsuleBehindTheDots() throws {
        func pages(_ mode: PageIndexViewStyle.BackgroundDisplayMode?) -> some View {
            let tabs = TabView { Color.blue; Color.blue }.tabViewStyle(.page)
            return Group {
                if let mode { tabs.indexViewStyle(.page(backgroundDisplayMode: mode)) } else { tabs }
            }
        }
        // Two dots 9 apart centred 26.5 points above the bottom: (50, 73) is between them.
        let always = try image(pages(.always))
        #expect(always.pixel(x: 50, y: 73) != always.pixel(x: 50, y: 95), "the capsule darkens the page between the dots")
        #expect(always.pixel(x: 50, y: 95) == always.pixel(x: 50, y: 5), "nothing below the capsule")
        for mode in [nil, .automatic, .interactive, .never] as [PageIndexViewStyle.BackgroundDisplayMode?] {
            let drawn = try image(pages(mode))
            #expect(drawn.pixel(x: 50, y: 73) == drawn.pixel(x: 50, y: 5), "no capsule in a still for \(String(describing: mode))")
        }
        #expect(try png(pages(.never)) == png(pages(nil)), "the dots themselves stay where they were")
    }
}
