/// An event (UIKit's `UIEvent`): there are no touches here, so none is ever made by Sketchpad;
/// it exists so `point(inside:with:)` and `hitTest(_:with:)` overrides compile.
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     bounds.insetBy(dx: -10, dy: -10).contains(point)
/// }
/// ```
@preconcurrency @MainActor
open class UIEvent: NSObject {}
