import SketchpadUIKit

// The `#Preview` macros, with SwiftUI's and UIKit's overloads (iOS 17). Their implementation is the
// `SketchpadPreviewMacros` compiler plugin, which a target using them gets by depending on the
// `SketchpadSwiftUI` product (this module itself does not load it, so scripts and the render command
// never build swift-syntax). Each preview expands into a function `sketchpad previews` calls.

/// Creates a preview of a SwiftUI view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SketchpadPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view using the specified traits.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SketchpadPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "SketchpadPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view controller.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "SketchpadPreviewMacros", type: "PreviewMacro")

/// Tag allowing a dynamic property to appear inline in a preview: `#Preview` makes a view whose
/// properties the tagged declarations become.
///
/// ```swift
/// #Preview("toggle") {
///     @Previewable @State var toggled = true
///     return Toggle("Loud Noises", isOn: $toggled)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "SketchpadPreviewMacros", type: "PreviewableMacro")

/// Builder for preview body content within a `#Preview` macro.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildBlock(_ content: Content) -> Content { content }
}
