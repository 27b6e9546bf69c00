/// A modifier that writes one value of the environment of its content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value
    public typealias Body = Never

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    package func modify(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// A modifier that changes the environment of its content with a closure.
public struct _EnvironmentTransformModifier: ViewModifier, EnvironmentModifier {
    let transform: (inout EnvironmentValues) -> Void
    public typealias Body = Never
    package func modify(_ environment: inout EnvironmentValues) { transform(&environment) }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// ```swift
    /// ContentView().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Supplies an observable object to a view's hierarchy (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentTransformModifier { $0.setObject(object, of: T.self) })
    }

    /// Places an observable object in the view's environment (`@Environment(T.self)`).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.setObject(object, of: T.self) })
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.italic, isActive) }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            guard let design else { return }
            var font = env.font ?? .body
            font.design = design
            env.font = font
        })
    }

    /// Sets a view's foreground elements to use a given style.
    ///
    /// ```swift
    /// Label("Warning", systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            // A gradient stays one: shapes below draw it in their own bounds.
            if style.isGradient { env.foregroundStyle = AnyShapeStyle(style); return }
            // `.secondary` over another style is that style, faded.
            let resolved = AnyShapeStyle(_ResolvedPaint(paint: style.resolvedPaint(in: env)))
            env.foregroundStyle = style is HierarchicalShapeStyle && env.foregroundStyle == nil ? AnyShapeStyle(style) : resolved
        })
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// Sets the accent color for this view and the views it contains: SwiftUI's older name for
    /// the tint (deprecated there in favour of `tint(_:)`).
    ///
    /// ```swift
    /// Toggle("Animate", isOn: $animate).accentColor(.orange)
    /// ```
    @available(iOS, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { environment(\.tint, accentColor) }

    /// Sets the tint within this view to a style (its colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            env.tint = tint.map { Color(value: $0.resolvedPaint(in: env)) }
        })
    }

    /// Sets to the given value the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Sets a limit for the number of lines text can occupy (the upper bound here).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { environment(\.lineLimit, limit.upperBound) }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { environment(\.lineLimit, limit.upperBound) }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { environment(\.lineLimit, nil) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { environment(\.lineLimit, limit) }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Limits the Dynamic Type size within the view to the given range: a size outside it is
    /// drawn at the range's nearest end.
    ///
    /// ```swift
    /// HStack { stats }.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter(range.contains)
        return modifier(_EnvironmentTransformModifier { environment in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = Swift.min(Swift.max(environment.dynamicTypeSize, smallest), largest)
        })
    }

    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentTransformModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View { modifier(_EnvironmentTransformModifier { $0.redactionReasons = [] }) }
}

/// A colour already resolved against the environment where a style was set.
struct _ResolvedPaint: PaintingShapeStyle {
    let paint: SketchpadWidgetsColor
    func paint(in environment: EnvironmentValues) -> SketchpadWidgetsColor { paint }
}
