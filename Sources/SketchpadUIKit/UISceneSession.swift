import Foundation

/// The record of a scene (UIKit's `UISceneSession`): its role and identifier. Made by the system,
/// never by apps.
///
/// ```swift
/// let isApp = session.role == .windowApplication
/// ```
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    open internal(set) weak var scene: UIScene?
    public let role: Role
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?

    init(role: Role = .windowApplication, persistentIdentifier: String = "") {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
