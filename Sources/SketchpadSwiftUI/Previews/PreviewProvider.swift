/// A type that produces view previews (the spelling before `#Preview`).
///
/// ```swift
/// struct Card_Previews: PreviewProvider {
///     static var previews: some View {
///         Card().previewLayout(.sizeThatFits).previewDisplayName("Card")
///         Card().preferredColorScheme(.dark)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A simulator device that runs a preview, by name (`"iPhone SE (3rd generation)"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// A preview setting a provider's views carry (`previewLayout`, `previewDisplayName`…); it changes
/// nothing in layout or drawing, `sketchpad previews` reads it.
package enum PreviewSetting: Sendable, Equatable {
    case layout(PreviewLayout)
    case displayName(String?)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)
}

/// The modifier the preview settings are: its body is its content.
public struct _PreviewSettingModifier: ViewModifier {
    package let setting: PreviewSetting

    public func body(content: Content) -> some View { content }
}

extension View {
    /// Overrides the device for a preview (the nearest of Sketchpad's device presets draws it).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewSettingModifier(setting: .device(value)))
    }

    /// Overrides the size of the container for the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewSettingModifier(setting: .layout(value)))
    }

    /// Sets a user visible name to show in the canvas for a preview (and in its file name).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingModifier(setting: .displayName(value)))
    }

    /// Overrides the orientation of the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewSettingModifier(setting: .orientation(value)))
    }
}
