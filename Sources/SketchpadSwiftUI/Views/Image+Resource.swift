import Foundation

extension Image {
    /// Initialize an `Image` with an image resource (iOS 17; Xcode's generated asset symbols,
    /// `Image(.avatar)`): the image set of that name, found and warned about as `Image(_:bundle:)`.
    nonisolated public init(_ resource: ImageResource, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(resource.name, bundle: resource.bundle, fileID: fileID, line: line)
    }
}
