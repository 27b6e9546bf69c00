import Foundation

/// What has traits: views, view controllers (UIKit's `UITraitEnvironment`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration `registerForTraitChanges` returns, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// What can be told that some of its traits changed (UIKit's `UITraitChangeObservable`, iOS 17).
///
/// A handler runs when one of its traits has another value than before: here once when a
/// render applies traits that differ from those the environment had (a phone's defaults before
/// its first render, as iOS predicts them), and after each later change, before layout.
/// Target/action registrations are kept, never sent (there is no Objective-C runtime).
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///     self.updateBorder()
/// }
/// ```
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: its traits and what it runs (nil for target/action, which is never sent).
final class TraitChangeRegistration: UITraitChangeRegistration, @unchecked Sendable {
    // @unchecked: made, read and dropped on the main actor only.
    let traits: [UITrait]
    let handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?

    init(traits: [UITrait], handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the traits has another value in `current` than in `previous`.
    func concerns(_ previous: UITraitCollection, _ current: UITraitCollection) -> Bool {
        traits.contains { $0.differs(in: previous, current) }
    }
}

/// Where views and controllers keep their registrations.
@MainActor
protocol TraitChangeRegistering: UITraitChangeObservable, UITraitEnvironment {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        keep(TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        })
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeRegistration(traits: traits, handler: nil))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeRegistration(traits: traits, handler: nil))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeRegistering)?.traitChangeRegistrations.removeAll { $0 === registration as AnyObject }
    }

    private func keep(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
        (self as? any TraitChangeRegistering)?.traitChangeRegistrations.append(registration)
        return registration
    }
}

extension TraitChangeRegistering {
    /// Runs the handlers whose traits changed from `previous` (nil: the traits iOS predicts
    /// before a first render, a phone's defaults) to `current`.
    func runTraitChangeHandlers(previous: UITraitCollection?, current: UITraitCollection) {
        let before = previous ?? .phoneDefault
        for registration in traitChangeRegistrations where registration.concerns(before, current) {
            registration.handler?(self, before)
        }
    }
}

extension UIView: TraitChangeRegistering {}
extension UIViewController: TraitChangeRegistering {}
