import SketchpadUIKit

/// A preview, as a `#Preview` macro makes it: a name, traits and the content to show. You do not
/// make one yourself; write `#Preview` (`sketchpad previews` draws each one).
///
/// ```swift
/// #Preview("Profile card", traits: .sizeThatFitsLayout) {
///     ProfileCard(user: .sample)
/// }
/// ```
@MainActor
public struct Preview {
    /// What a preview shows.
    package enum Content {
        case view(@MainActor () -> any View)
        case uiView(@MainActor () -> UIView)
        case uiViewController(@MainActor () -> UIViewController)
    }

    /// The traits a preview of views can have (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    package let name: String?
    package let traits: [PreviewTrait<ViewTraits>]
    package let content: Content

    /// A preview of a SwiftUI view.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.content = .view(body)
    }

    /// A preview of a UIKit view (disfavoured: a view builder body, such as one made of an
    /// `if #available` with an empty `else`, is the SwiftUI preview's).
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView) {
        self.name = name
        self.traits = traits
        self.content = .uiView(body)
    }

    /// A preview of a UIKit view controller.
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController) {
        self.name = name
        self.traits = traits
        self.content = .uiViewController(body)
    }
}

/// A trait of a preview: its layout or its device's orientation.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 320, height: 120)) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    package enum Value: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    package let value: Value

    package init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The preview is as big as its content wants to be.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is a canvas of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

/// How a preview is laid out: on a device's screen, at its content's size, or on a canvas.
public enum PreviewLayout: Sendable, Equatable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device a preview is drawn on.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
