/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack(alignment: .top, spacing: 12) {
///     Image(systemName: "person.crop.circle")
///     Text("Ada Lovelace")
/// }
/// ```
public struct HStack<Content: View>: View {
    package let layout: HStackLayout
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
}

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title").font(.headline)
///     Text("Subtitle").font(.subheadline)
/// }
/// ```
public struct VStack<Content: View>: View {
    package let layout: VStackLayout
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
}

/// A view that overlays its subviews, aligning them in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Circle().fill(.blue)
///     Text("3").foregroundStyle(.white)
/// }
/// ```
public struct ZStack<Content: View>: View {
    package let layout: ZStackLayout
    package let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
}
