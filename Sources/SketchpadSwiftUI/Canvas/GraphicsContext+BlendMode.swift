extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content. Sketchpad's
    /// display list draws `.normal` only: a context with another mode draws as `.normal`, with a
    /// warning at the canvas's line.
    ///
    /// ```swift
    /// context.blendMode = .multiply   // kept; drawn as .normal
    /// ```
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        static let names = [
            "normal",
            "multiply",
            "screen",
            "overlay",
            "darken",
            "lighten",
            "colorDodge",
            "colorBurn",
            "softLight",
            "hardLight",
            "difference",
            "exclusion",
            "hue",
            "saturation",
            "color",
            "luminosity",
            "clear",
            "copy",
            "sourceIn",
            "sourceOut",
            "sourceAtop",
            "destinationOver",
            "destinationIn",
            "destinationOut",
            "destinationAtop",
            "xor",
            "plusDarker",
            "plusLighter",
        ]

        /// The mode's name, for warnings.
        var name: String { Self.names.indices.contains(Int(rawValue)) ? Self.names[Int(rawValue)] : "\(rawValue)" }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
    }
}
