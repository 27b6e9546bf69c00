/// Why `sketchpad previews` could not start or finish a step, with what to do.
public enum PreviewError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The folder is not a Swift package (no Package.swift).
    case notAPackage(String)
    /// SwiftPM could not read the manifest (its message).
    case manifest(path: String, message: String)
    /// A tool the previews need is missing (its path, and how to get it).
    case missingTool(path: String, hint: String)
    /// A process could not be started or failed unexpectedly.
    case process(command: String, message: String)
    /// A file or folder could not be written.
    case io(path: String, message: String)

    public var description: String {
        switch self {
        case let .notAPackage(path): "\(path): error: not a Swift package (no Package.swift here); give the folder that holds Package.swift"
        case let .manifest(path, message): "\(path)/Package.swift: error: cannot read the package: \(message)"
        case let .missingTool(path, hint): "error: \(path) is missing (\(hint))"
        case let .process(command, message): "error: \(command): \(message)"
        case let .io(path, message): "\(path): error: \(message)"
        }
    }
}
