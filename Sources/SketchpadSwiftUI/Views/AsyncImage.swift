import Foundation
import SketchpadLayout

/// A view that asynchronously loads and displays an image. A still does not load: it shows the
/// view for the `.empty` phase, the placeholder (the same picture on every run, with no
/// network), and reports the URL it did not load.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png"))      // a grey placeholder
/// AsyncImage(url: avatarURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
    package let url: URL?
    package let content: (AsyncImagePhase) -> Content
    package let location: SourceLocation

    /// Loads and displays an image from the specified URL (until it loads, a placeholder that
    /// fills the space offered, as SwiftUI's standard one).
    public init(url: URL?, scale: CGFloat = 1, fileID: StaticString = #fileID, line: UInt = #line) where Content == _AsyncImageDefaultContent {
        self.url = url
        self.content = { _AsyncImageDefaultContent(phase: $0) }
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P, fileID: StaticString = #fileID, line: UInt = #line)
        where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content, fileID: StaticString = #fileID, line: UInt = #line) {
        self.url = url
        self.content = content
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    public typealias Body = Never
}

extension AsyncImage: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if let url {
            context.session.report(.warning, "asyncImageNotLoaded", "AsyncImage(url: \(url.absoluteString)) is not loaded in a still; its placeholder is drawn",
                                   hint: "draw a local image with Image(\"name\") where the picture matters", at: location)
        }
        try context.resolve(content(.empty), into: &nodes)
    }
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// What `AsyncImage(url:scale:)` shows: the image once loaded; until then a grey
/// (`secondarySystemFill`-like) rectangle that fills the space offered.
public struct _AsyncImageDefaultContent: View {
    let phase: AsyncImagePhase
    public var body: some View {
        if let image = phase.image {
            image
        } else {
            Color(uiColor: .secondarySystemFill)
        }
    }
}

/// The context of the current state-processing update (animations are not run in a still).
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }
}
