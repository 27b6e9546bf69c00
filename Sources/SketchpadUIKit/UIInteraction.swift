/// Behaviour added to a view: UIKit's `UIInteraction` (context menus, drag and drop…). A view
/// keeps the interactions added to it (``UIView/addInteraction(_:)``); none acts in a render.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// Adds `interaction` to the view (stored; it is told of the move as in UIKit).
    ///
    /// ```swift
    /// card.addInteraction(UIContextMenuInteraction(delegate: self))
    /// ```
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        sdkValues.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = sdkValues.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        sdkValues.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { sdkValues.interactions }
        set {
            for interaction in sdkValues.interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }
}
