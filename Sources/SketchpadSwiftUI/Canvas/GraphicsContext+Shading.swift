import Foundation
import SketchpadWidgets

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path: a colour, any shape style,
    /// a gradient in the context's user space, or the foreground style. A `backdrop` or
    /// `tiledImage` shading is not drawn here (with a warning); a `palette` draws its first shading.
    ///
    /// ```swift
    /// context.fill(Path(CGRect(origin: .zero, size: size)),
    ///              with: .linearGradient(Gradient(colors: [.blue, .white]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
    /// ```
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case palette([Shading])
            case foreground
            case backdrop
            case tiledImage
        }

        let kind: Kind

        /// A shading instance that draws a copy of the current background (not drawn here).
        public static var backdrop: Shading { Shading(kind: .backdrop) }
        /// A shading instance that fills with the foreground style from the graphics context's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// Returns a multilevel shading instance constructed from an array of shading instances
        /// (a path is drawn with the first).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// Returns a shading instance that fills with a color in the given color space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Returns a shading instance that fills with a monochrome color in the given color space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Returns a shading instance that fills with the given shape style (a gradient style maps its
        /// unit space to the drawn path's bounding rectangle).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// Returns a shading instance that fills a linear (axial) gradient, in the current user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// Returns a shading instance that fills a radial gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// Returns a shading instance that fills a conic (angular) gradient, sweeping all the way
        /// around `center` from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }

        /// Returns a shading instance that tiles an image across the infinite plane (not drawn here).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiledImage)
        }
    }

    /// Options that affect the rendering of color gradients (`repeat` and `mirror` are not drawn:
    /// the end colours continue, with a warning; colours mix in sRGB).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// An option that repeats the gradient outside its nominal range, reflecting every other instance.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// An option that interpolates between colors in a linear color space.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// Returns a version of a shading resolved with the current values of the graphics context's
    /// environment (the foreground style becomes the style it is now).
    public func resolve(_ shading: Shading) -> Shading {
        guard case .foreground = shading.kind else { return shading }
        return .style(environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
    }
}

/// What a shading paints a path with, resolved: one colour or a gradient in canvas units.
enum CanvasPaint {
    case color(SketchpadWidgets.Color)
    case gradient(GradientPaint)

    func fill(_ shape: SketchpadWidgets.Shape, in context: DrawingContext) {
        switch self {
        case .color(let color): context.fill(shape, color)
        case .gradient(let gradient): context.fill(shape, gradient)
        }
    }

    func stroke(_ shape: SketchpadWidgets.Shape, style: StrokeStyle, in context: DrawingContext) {
        switch self {
        case .color(let color): context.stroke(shape, style.sketchpad(color: color))
        case .gradient(let gradient): context.stroke(shape, style.sketchpad(color: .black), gradient)
        }
    }

    /// The colour of text or a template image drawn with this paint (a gradient's first stop).
    var color: SketchpadWidgets.Color {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.stops.first?.color ?? .clear
        }
    }
}

extension GraphicsContext.Shading {
    /// The paint for a drawing whose bounding rectangle is `rect` (user space), nil when it cannot be drawn.
    func paint(for rect: CGRect, in context: GraphicsContext) -> CanvasPaint? {
        let environment = context.environment
        func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
        func gradient(_ gradient: Gradient, _ geometry: GradientPaint.Geometry, _ options: GraphicsContext.GradientOptions) -> CanvasPaint {
            if options.contains(.repeat) || options.contains(.mirror) {
                context.recorder.notDrawn("a repeating gradient", hint: "the end colours continue past its ends")
            }
            return .gradient(GradientPaint(geometry, stops: gradient.paintStops(in: environment)))
        }
        switch kind {
        case .color(let color): return .color(color.paint(in: environment))
        case .style(let style): return Self.paint(style, rect: rect, environment: environment)
        case .foreground: return Self.paint(AnyShapeStyle(ForegroundStyle()), rect: rect, environment: environment)
        case .linear(let g, let start, let end, let options): return gradient(g, .linear(start: point(start), end: point(end)), options)
        case .radial(let g, let center, let r0, let r1, let options):
            return gradient(g, .radial(center: point(center), startRadius: Double(r0), endRadius: Double(r1), yScale: 1), options)
        case .conic(let g, let center, let angle, let options):
            return gradient(g, .angular(center: point(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi), options)
        case .palette(let shadings):
            return shadings.first?.paint(for: rect, in: context)
        case .backdrop:
            context.recorder.notDrawn("a backdrop shading", hint: "draw the background again, or use a colour")
            return nil
        case .tiledImage:
            context.recorder.notDrawn("a tiled-image shading", hint: "draw the image in a loop of draw(_:in:) calls")
            return nil
        }
    }

    private static func paint(_ style: AnyShapeStyle, rect: CGRect, environment: EnvironmentValues) -> CanvasPaint {
        if let gradient = style.resolvedGradient(in: Rect(rect), environment: environment) { return .gradient(gradient) }
        return .color(style.resolvedPaint(in: environment))
    }
}
