/// The device a still shows: an iPhone running iOS 17, held upright. There is no hardware
/// behind it: the battery is not monitored, orientation notifications are counted but none
/// are posted.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .phone { compactLayout() }
/// ```
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The battery state of the device (`.unknown` while monitoring is off, as UIKit says).
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    /// The object that represents the current device.
    public static let current = UIDevice()

    /// The name of the device.
    open var name = "iPhone"
    /// The model of the device.
    open var model = "iPhone"
    /// The model of the device as a localized string.
    open var localizedModel = "iPhone"
    /// The name of the operating system running on the device.
    open var systemName = "iOS"
    /// The current version of the operating system.
    open var systemVersion = "17.0"
    /// An alphanumeric string that uniquely identifies a device to the app's vendor (nil here:
    /// a still has no vendor, and a fixed value would look real).
    open var identifierForVendor: UUID? { nil }
    /// The style of interface to use on the current device.
    open var userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The physical orientation of the device.
    open var orientation = UIDeviceOrientation.portrait
    /// A Boolean value that indicates whether multitasking is supported on the current device.
    open var isMultitaskingSupported: Bool { true }
    /// A Boolean value that indicates whether battery monitoring is enabled.
    open var isBatteryMonitoringEnabled = false
    /// The battery charge level for the device (-1 while monitoring is off).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// The battery state for the device.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// A Boolean value that indicates whether proximity monitoring is enabled.
    open var isProximityMonitoringEnabled = false
    /// A Boolean value that indicates whether the proximity sensor is close to the user.
    open var proximityState: Bool { false }

    private var orientationNotificationRequests = 0

    /// A Boolean value that indicates whether the device generates orientation notifications.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Begins the generation of notifications of device orientation changes.
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends the generation of notifications of device orientation changes.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Plays an input click in an enabled input view (silent here).
    open func playInputClick() {}
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
