import Foundation

extension Color {
    /// Initialize a `Color` with a color resource (iOS 17; Xcode's generated asset symbols,
    /// `Color(.brand)`): the colour set of that name, found and warned about as `Color(_:bundle:)`.
    nonisolated public init(_ resource: ColorResource, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(resource.name, bundle: resource.bundle, fileID: fileID, line: line)
    }
}
