import SketchpadLayout

/// A container that animates its content by cycling through a collection of phases (iOS 17).
/// Nothing moves in a still: SwiftUI starts the animator in the sequence's first phase and comes
/// back to it after each cycle a trigger starts, so a still draws the content in the first phase.
/// An empty sequence draws nothing, with a warning at its line (SwiftUI logs a runtime warning
/// and draws a visual warning instead).
///
/// ```swift
/// PhaseAnimator([1.0, 1.2], trigger: taps) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content
    let location: SourceLocation
    public typealias Body = Never

    /// Cycles through a sequence of phases in response to changes in `trigger`, animating updates
    /// to a view on each phase change (a still shows the first phase).
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: StaticString = #fileID, line: UInt = #line) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Cycles through a sequence of phases continuously, animating updates to a view on each
    /// phase change (a still shows the first phase).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: StaticString = #fileID, line: UInt = #line) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }
}

extension PhaseAnimator: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        guard let firstPhase else {
            context.session.report(.warning, "emptyPhases", "PhaseAnimator has no phases; nothing is drawn",
                                   hint: "pass a non-empty sequence of phases", at: location)
            return
        }
        try context.resolve(content(firstPhase), into: &nodes)
    }
}

/// Applies a phase animator's content closure to the modified view in the first phase.
struct _PhaseAnimatorModifier<Root, Phase: Equatable, Result: View>: ViewModifier, PrimitiveModifier {
    let firstPhase: Phase?
    let content: (PlaceholderContentView<Root>, Phase) -> Result
    let location: SourceLocation
    typealias Body = Never

    func resolve(content make: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        guard let firstPhase else {
            context.session.report(.warning, "emptyPhases", "phaseAnimator has no phases; the view is drawn without its effects",
                                   hint: "pass a non-empty sequence of phases", at: location)
            nodes += try make(context)
            return
        }
        try context.resolve(content(PlaceholderContentView(make: make), firstPhase), into: &nodes)
    }
}

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change based on
    /// `trigger`. A still draws `content` applied in the first phase, where the animator rests.
    ///
    /// ```swift
    /// Image(systemName: "globe")
    ///     .phaseAnimator([1, 2, 3], trigger: isTapped) { content, phase in content.scaleEffect(phase) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default },
                                                fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_PhaseAnimatorModifier(firstPhase: phases.first(where: { _ in true }), content: content,
                                        location: SourceLocation(fileID: fileID, line: line, column: 0)))
    }

    /// Animates effects that you apply to a view over a sequence of phases that change
    /// continuously. A still draws `content` applied in the first phase, where the animation starts.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default },
                                                fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_PhaseAnimatorModifier(firstPhase: phases.first(where: { _ in true }), content: content,
                                        location: SourceLocation(fileID: fileID, line: line, column: 0)))
    }
}
