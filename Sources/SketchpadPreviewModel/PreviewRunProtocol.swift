/// What `sketchpad previews` asks a generated preview runner to do (JSON, in a file named by the
/// runner's `--request` argument); the runner answers with ``PreviewRunEvent`` lines in the file named
/// by `--events`, one line per event, written as it goes, so a crash loses nothing said before it.
public struct PreviewRunRequest: Codable, Sendable {
    /// Where pictures go (created if missing); names are `<outputName>[--<variant>].<format>`.
    public var outputDirectory: String
    /// `png`, `svg`, `pdf`.
    public var formats: [String]
    /// Pixels per point (nil: the device's scale).
    public var scale: Double?
    /// Every variant to draw each preview in (one with an empty name: the preview as it is).
    public var variants: [PreviewVariantSpec]
    /// The ids of the previews to draw (nil: all).
    public var only: [String]?
    /// Overlays (`frames`, `margins`, `ids`…) drawn over every picture.
    public var overlays: [String]

    public init(outputDirectory: String, formats: [String], scale: Double? = nil, variants: [PreviewVariantSpec],
                only: [String]? = nil, overlays: [String] = []) {
        self.outputDirectory = outputDirectory
        self.formats = formats
        self.scale = scale
        self.variants = variants
        self.only = only
        self.overlays = overlays
    }
}

/// One rendering of a preview: each dimension as the command line spells it (nil: the preview's own).
public struct PreviewVariantSpec: Codable, Sendable, Hashable {
    /// The suffix of the outputs' names (`iphone-se-dark`), empty for the preview as it is.
    public var name: String
    /// A device preset's name (`iPhone SE`).
    public var device: String?
    /// `light`, `dark` or `wireframe`.
    public var appearance: String?
    /// A text size (`default`, `xLarge`, `accessibility3`).
    public var textSize: String?
    /// `en`, `ar`, or a pseudo-locale (`en-XA`, `ar-XB`).
    public var locale: String?
    /// `ltr` or `rtl`.
    public var direction: String?

    public init(name: String, device: String? = nil, appearance: String? = nil, textSize: String? = nil,
                locale: String? = nil, direction: String? = nil) {
        self.name = name
        self.device = device
        self.appearance = appearance
        self.textSize = textSize
        self.locale = locale
        self.direction = direction
    }
}

/// A line of the runner's events file.
public struct PreviewRunEvent: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// The runner starts drawing a preview (if nothing follows, that preview crashed the runner).
        case started
        /// A preview was drawn: its files, and what its layout found.
        case rendered
        /// A preview could not be drawn (an error thrown while making or drawing it).
        case failed
    }

    public var kind: Kind
    /// The preview's id (``PreviewDeclaration/id``).
    public var id: String
    /// The files written, relative to the output folder.
    public var outputs: [String]
    /// Why it failed.
    public var message: String?
    /// Problems found while laying out or drawing (warnings and errors), as one-line texts.
    public var problems: [String]
    /// The preview's display name, when it has one only the running code knows (`previewDisplayName`).
    public var displayName: String?

    public init(kind: Kind, id: String, outputs: [String] = [], message: String? = nil, problems: [String] = [],
                displayName: String? = nil) {
        self.kind = kind
        self.id = id
        self.outputs = outputs
        self.message = message
        self.problems = problems
        self.displayName = displayName
    }
}
