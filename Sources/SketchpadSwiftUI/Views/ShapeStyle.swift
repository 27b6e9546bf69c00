import SketchpadWidgets

/// A color or pattern to use when rendering a shape (`Color`, `.primary`, `.tint`, `.background`…).
///
/// ```swift
/// Circle().fill(.blue)
/// Text("Note").foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {}

/// How a style paints: the Sketchpad colour (light and dark variants the theme chooses from).
package protocol PaintingShapeStyle: ShapeStyle {
    func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color
}

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle {
    package let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}

extension ShapeStyle {
    /// The Sketchpad colour this style paints with in `environment` (unknown styles: the primary colour).
    package func resolvedPaint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        let style = (self as? AnyShapeStyle)?.base ?? self
        if let painting = style as? any PaintingShapeStyle { return painting.paint(in: environment) }
        return HierarchicalShapeStyle.primary.paint(in: environment)
    }

    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity) }
}

struct _OpacityShapeStyle: PaintingShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        base.resolvedPaint(in: environment).scalingAlpha(opacity)
    }
}

/// A shape style that maps to one of the numbered content styles (primary, secondary…).
public struct HierarchicalShapeStyle: PaintingShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        // A hierarchical style is the foreground style at decreasing opacities (iOS's label colours).
        let base = environment.foregroundStyle.map { style -> SketchpadWidgets.Color in
            if let h = style.base as? HierarchicalShapeStyle, h.level == level { return SystemPalette.label }
            return style.resolvedPaint(in: environment)
        } ?? SystemPalette.label
        switch level {
        case 0: return base
        case 1: return environment.foregroundStyle == nil ? SystemPalette.secondaryLabel : base.scalingAlpha(Self.opacity(ofLevel: 1))
        case 2: return environment.foregroundStyle == nil ? SystemPalette.tertiaryLabel : base.scalingAlpha(Self.opacity(ofLevel: 2))
        case 3: return environment.foregroundStyle == nil ? SystemPalette.quaternaryLabel : base.scalingAlpha(Self.opacity(ofLevel: 3))
        default: return base.scalingAlpha(Self.opacity(ofLevel: level))
        }
    }

    /// The opacity a level draws its base style at (level 0 is the style itself).
    static func opacity(ofLevel level: Int) -> Double {
        switch level {
        case ...0: 1
        case 1: 0.6
        case 2: 0.3
        case 3: 0.18
        default: 0.1
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style in the current context.
public struct ForegroundStyle: PaintingShapeStyle {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        environment.foregroundStyle.map { $0.resolvedPaint(in: environment.withoutForegroundStyle) } ?? SystemPalette.label
    }
}

/// The background style in the current context: the system background, one level up inside a
/// group box (`secondarySystemBackground`), two levels up inside a nested one.
public struct BackgroundStyle: PaintingShapeStyle {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        switch environment.backgroundLevel {
        case ...0: SystemPalette.systemBackground
        case 1: SystemPalette.secondarySystemBackground
        default: SystemPalette.tertiarySystemBackground
        }
    }
}

/// A style that reflects the current tint color (the accent colour unless `tint(_:)` sets one).
public struct TintShapeStyle: PaintingShapeStyle {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        environment.tint?.paint(in: environment) ?? SystemPalette.blue
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    package var withoutForegroundStyle: EnvironmentValues {
        var copy = self
        copy.foregroundStyle = nil
        return copy
    }

    /// The colour text and symbols draw with here.
    package var foregroundPaint: SketchpadWidgets.Color { ForegroundStyle().paint(in: self) }
}

extension SketchpadWidgets.Color {
    /// The same colour (every appearance) with its alpha multiplied by `factor`.
    package func scalingAlpha(_ factor: Double) -> SketchpadWidgets.Color {
        if appearances.isEmpty { return withAlpha(alpha * factor) }
        let light = resolved(for: "light"), dark = resolved(for: "dark")
        return SketchpadWidgets.Color(light: light.withAlpha(light.alpha * factor), dark: dark.withAlpha(dark.alpha * factor))
    }
}

package typealias SketchpadWidgetsColor = SketchpadWidgets.Color
