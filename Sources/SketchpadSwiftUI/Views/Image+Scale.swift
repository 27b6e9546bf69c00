import SketchpadLayout

extension Image {
    /// A scale to apply to vector images relative to text (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// A symbol's size relative to `.medium`, at the same font: Apple documents the small
        /// scale as "approximately 20% smaller" and the large as "approximately 30% larger" than
        /// the medium one (AppKit's `NSImage.SymbolScale.small`/`.large`; WWDC19 "Introducing SF
        /// Symbols"), the factors SketchpadUIKit's `UIImage.SymbolConfiguration(scale:)` uses too.
        var symbolSizeFactor: Double {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
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
    /// Scales images within the view according to one of the relative sizes available: a symbol
    /// that is not resizable is 0.8 × (`.small`) or 1.3 × (`.large`) its medium size at the same
    /// font, still centred on the font's cap height (see ``Image/Scale``). Other images keep their size.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").imageScale(.large)   // 27 × 27 at the 17-point body font (medium: 20 × 20)
    /// ```
    public func imageScale(_ scale: Image.Scale, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        environment(\.imageScale, scale)
    }
}
