import Foundation

/// A service a share sheet offers: UIKit's `UIActivity`. Subclass it for an app's own actions and
/// pass them to ``UIActivityViewController``; nothing performs them in a render.
///
/// ```swift
/// final class PinActivity: UIActivity {
///     override var activityTitle: String? { "Pin" }
///     override var activityImage: UIImage? { UIImage(systemName: "pin") }
/// }
/// ```
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The name of a kind of activity: UIKit's `UIActivity.ActivityType`, with the system's.
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity shows in the sheet.
    public enum Category: Int, Sendable { case action = 0, share }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }

    public override init() { super.init() }

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    /// Tells the sheet the activity is done (nothing waits for it here).
    open func activityDidFinish(_ completed: Bool) {}
}
