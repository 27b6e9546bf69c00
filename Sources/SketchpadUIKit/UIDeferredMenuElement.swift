/// A menu element filled in later by a provider (UIKit's `UIDeferredMenuElement`). Menus are never
/// shown here, so the provider is called only when Sketchpad asks for the elements; a cached
/// element calls it once, an uncached one (``uncached(_:)``) every time.
///
/// ```swift
/// let recent = UIDeferredMenuElement { completion in
///     completion([UIAction(title: "Draft.txt") { _ in }])
/// }
/// let menu = UIMenu(title: "Open Recent", children: [recent])
/// ```
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    private var cached: [UIMenuElement]?

    /// An element whose provider is called once, the first time its elements are needed.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, caches: true)
    }

    init(provider: @escaping ElementProvider, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", image: nil)
    }

    /// An element whose provider is called every time its elements are needed (iOS 15).
    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        Self(provider: elementProvider, caches: false)
    }

    /// Sketchpad's way to ask for the elements a menu would show in this element's place.
    package func elements(completion: @escaping ([UIMenuElement]) -> Void) {
        if caches, let cached { return completion(cached) }
        provider { [weak self] elements in
            if self?.caches == true { self?.cached = elements }
            completion(elements)
        }
    }
}
