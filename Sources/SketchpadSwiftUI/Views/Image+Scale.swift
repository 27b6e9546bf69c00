import SketchpadLayout

extension Image {
    /// A scale to apply to vector images relative to text (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

extension EnvironmentValues {
    private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

    /// The image scale for this environment (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available. Symbols
    /// are drawn at the medium scale (Apple publishes no ratio for the others): another scale warns.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        environment(\.imageScale, scale)
            .modifier(_UndrawnEffectModifier(description: "imageScale(.\(scale))", isIdentity: scale == .medium, origin: (fileID, line)))
    }
}
