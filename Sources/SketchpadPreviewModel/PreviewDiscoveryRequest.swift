/// What `sketchpad previews` asks the discovery tool (`sketchpad-preview-discovery`, which parses
/// with swift-syntax): the package's modules and their Swift files. Sent as JSON on standard input.
public struct PreviewDiscoveryRequest: Codable, Sendable {
    public struct Module: Codable, Sendable {
        public var name: String
        /// Absolute paths of the module's `.swift` files.
        public var files: [String]

        public init(name: String, files: [String]) {
            self.name = name
            self.files = files
        }
    }

    /// The package's folder (for relative paths in messages and names).
    public var packageDirectory: String
    public var modules: [Module]

    public init(packageDirectory: String, modules: [Module]) {
        self.packageDirectory = packageDirectory
        self.modules = modules
    }
}

/// The discovery tool's answer: every preview, and the files it could not read.
public struct PreviewDiscoveryResponse: Codable, Sendable {
    public struct Problem: Codable, Sendable, Hashable {
        public var file: String
        public var message: String

        public init(file: String, message: String) {
            self.file = file
            self.message = message
        }
    }

    public var previews: [PreviewDeclaration]
    public var problems: [Problem]

    public init(previews: [PreviewDeclaration], problems: [Problem]) {
        self.previews = previews
        self.problems = problems
    }
}
