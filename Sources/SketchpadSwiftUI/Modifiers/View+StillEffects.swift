extension View {
    /// Applies the given transaction mutation function to all animations used within the view
    /// (nothing animates in a still: the view is drawn as it is).
    ///
    /// ```swift
    /// Text("Rotation").rotationEffect(.degrees(angle)).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { modifier(_NoEffectModifier()) }

    /// Applies the given transaction mutation function to all animations used within the view
    /// whenever `value` changes (never, in a still).
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Composites this view's contents into an offscreen image before final display: the
    /// picture is the same, so a still draws the view as it is.
    ///
    /// ```swift
    /// ZStack { ForEach(0..<50) { Circle().offset(x: CGFloat($0)) } }.drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Sets the container shape to use for any container relative shape within this view. No
    /// shape here is relative to its container yet, so nothing reads it; SwiftUI's parameter is an
    /// `InsettableShape`, which Sketchpad's shapes do not declare, so any shape is taken.
    ///
    /// ```swift
    /// content.padding().containerShape(RoundedRectangle(cornerRadius: 20))
    /// ```
    public func containerShape<T: Shape>(_ shape: T) -> some View { modifier(_NoEffectModifier()) }

    /// Sets the corner radius of the enclosing sheet (a still shows the presenting view).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { modifier(_NoEffectModifier()) }

    /// Sets the presentation background of the enclosing sheet using a shape style (a still shows
    /// the presenting view).
    ///
    /// ```swift
    /// SettingsView().presentationBackground(.thickMaterial)
    /// ```
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { modifier(_NoEffectModifier()) }

    /// Sets the presentation background of the enclosing sheet to a custom view (a still shows
    /// the presenting view).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_NoEffectModifier())
    }
}
