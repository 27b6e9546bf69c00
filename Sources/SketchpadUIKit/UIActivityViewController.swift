import Foundation

/// The share sheet: UIKit's `UIActivityViewController`. It keeps what to share and the services
/// to leave out; presenting it is recorded, as every presentation is, and no sheet is drawn
/// (the services are the device's).
///
/// ```swift
/// let share = UIActivityViewController(activityItems: ["Look at this", url], applicationActivities: nil)
/// share.excludedActivityTypes = [.assignToContact]
/// present(share, animated: true)
/// ```
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the sheet calls when it closes: the activity chosen, whether it completed, the items
    /// it returned and an error (never called here).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
