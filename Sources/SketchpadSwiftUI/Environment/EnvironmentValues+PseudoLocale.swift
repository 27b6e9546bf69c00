import SketchpadTemplates

extension EnvironmentValues {
    private struct PseudoLocaleKey: EnvironmentKey { static let defaultValue: PseudoLocale? = nil }

    /// The pseudo-locale texts are shown in (`en-XA`: accented and longer; `ar-XB`: mirrored words),
    /// as templates' `locales:` variants and `sketchpad previews --locales` ask for. Not SwiftUI API.
    package var pseudoLocale: PseudoLocale? {
        get { self[PseudoLocaleKey.self] }
        set { self[PseudoLocaleKey.self] = newValue }
    }
}
