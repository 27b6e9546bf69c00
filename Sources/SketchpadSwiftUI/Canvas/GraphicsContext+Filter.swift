import SketchpadWidgets

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content: a Gaussian blur, a
    /// colour matrix (and the colour adjustments made of one) or a shadow, drawn by Sketchpad's
    /// display list (`pushFilter`, `shadow`). A shadow is cast by filled paths (as the `shadow`
    /// modifier's is, by an outline); `alphaThreshold` is not drawn (with a warning).
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 4))
    /// context.addFilter(.shadow(color: .black.opacity(0.3), radius: 3, x: 0, y: 2))
    /// context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.orange))
    /// ```
    public struct Filter {
        enum Kind {
            case blur(radius: CGFloat, options: BlurOptions)
            case matrix(SketchpadWidgets.Filter.Matrix)
            case multiply(Color)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, options: ShadowOptions)
            case unsupported(String)
        }

        let kind: Kind

        /// Returns a filter that adds a shadow below what is drawn (its outline, offset by `x`, `y`, blurred by `radius`).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, options: options))
        }

        /// Returns a filter that multiplies each color component by the matching component of a given color.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }

        /// Returns a filter that multiplies by a given color matrix (SVG's `feColorMatrix`).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(kind: .matrix(SketchpadWidgets.Filter.Matrix(matrix.values) ?? .identity))
        }

        /// Returns a filter that applies a hue rotation adjustment.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .matrix(.hueRotation(angle.radians))) }

        /// Returns a filter that applies a saturation adjustment (0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(amount))) }

        /// Returns a filter that applies a brightness adjustment: `amount` added to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(amount))) }

        /// Returns a filter that applies a contrast adjustment (0 grey, 1 unchanged).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(amount))) }

        /// Returns a filter that inverts the color of their results (`amount` 1 fully, 0 not at all).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let identity = SketchpadWidgets.Filter.Matrix.identity.values, invert = SketchpadWidgets.Filter.Matrix.invert.values
            let mixed = zip(identity, invert).map { $0 + ($1 - $0) * amount }
            return Filter(kind: .matrix(SketchpadWidgets.Filter.Matrix(mixed) ?? .invert))
        }

        /// Returns a filter that applies a grayscale adjustment (1 fully grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .matrix(.grayscale(amount))) }

        /// Returns a filter that sets the opacity of each pixel based on its luminance.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }

        /// Returns a filter that applies a Gaussian blur whose standard deviation is `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, options: options))
        }

        /// Returns a filter that replaces each pixel with alpha components within a range by a
        /// constant color, or transparency otherwise (not drawn here).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .unsupported("an alphaThreshold filter"))
        }

        /// The shadow this filter casts, if it is one.
        var shadow: CanvasShadow? {
            guard case .shadow(let color, let radius, let x, let y, let options) = kind else { return nil }
            return CanvasShadow(color: color, radius: radius, x: x, y: y, options: options)
        }

        /// The display list's filter, nil when it changes nothing or cannot be drawn.
        func sketchpadFilter(in context: DrawingContext, environment: EnvironmentValues) -> SketchpadWidgets.Filter? {
            switch kind {
            case .blur(let radius, let options):
                guard radius > 0, radius.isFinite else { return nil }
                return .blur(radius: min(Double(radius), SketchpadWidgets.Filter.maxBlurRadius), opaque: options.contains(.opaque))
            case .matrix(let matrix):
                return matrix.isIdentity || matrix.values.contains(where: { !$0.isFinite }) ? nil : .colorMatrix(matrix)
            case .multiply(let color):
                return .colorMatrix(.multiply(context.resolved(color.paint(in: environment))))
            case .shadow, .unsupported:
                return nil
            }
        }
    }

    /// Options that configure the graphics context filter that creates shadows (`shadowOnly` is
    /// honoured; the others draw as the default shadow).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to draw the shadow above the object, rather than below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// An option that causes the filter to draw only the shadow, and omit the source object.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// An option that causes the filter to invert the alpha of the shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// An option that causes the filter to composite the object and its shadow separately in the current layer.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to ensure the result is completely opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
        /// An option that causes the filter to dither the result, to reduce banding (no effect here).
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 4) }
    }

    /// Options that configure a filter that you add to a graphics context (colours are filtered in sRGB here).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to perform calculations in a linear color space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Adds a filter that applies to subsequent drawing operations: each is drawn as a group
    /// filtered on its own, then composited with the context's opacity and clip shapes.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if case .unsupported(let what) = filter.kind {
            recorder.notDrawn(what, hint: "draw the effect with paths and colours")
            return
        }
        filters.append(filter)
    }
}

/// A canvas shadow filter: cast by filled paths, as the `shadow` modifier casts one by an outline.
struct CanvasShadow {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let options: GraphicsContext.ShadowOptions

    func cast(_ shape: SketchpadWidgets.Shape, environment: EnvironmentValues, in context: DrawingContext) {
        context.shadow(shape.offsetBy(dx: Double(x), dy: Double(y)),
                       Shadow(color: color.paint(in: environment), offset: Point(x: 0, y: 0), blur: Double(radius) * 2))
    }
}
