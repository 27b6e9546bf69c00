// Core Foundation's standard Info.plist keys. On Apple platforms Foundation (which SwiftUI
// re-exports) exports them as `CFString`s that code reads with `as String`; here they are the
// strings themselves, so `Bundle.main.infoDictionary?[kCFBundleNameKey as String]` compiles.

/// The Info.plist key of the bundle's short name.
///
/// ```swift
/// let name = Bundle.main.infoDictionary?[kCFBundleNameKey as String] as? String
/// ```
public let kCFBundleNameKey = "CFBundleName"
/// The Info.plist key of the bundle's version.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The Info.plist key of the bundle's identifier.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The Info.plist key of the bundle's executable.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist key of the bundle's development region.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
