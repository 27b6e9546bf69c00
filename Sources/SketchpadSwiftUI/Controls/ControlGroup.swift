/// A container view that displays semantically related controls in a visually appropriate
/// manner for the context: on iOS, outside menus and toolbars, the controls side by side in one
/// segmented strip (see ``ControlGroupStyle`` for the other styles).
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus") {}
///     Button("Increase", systemImage: "plus") {}
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    package let content: Content
    package let label: AnyView?

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public typealias Body = Never
}

/// The content of a control group with a label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    package let content: Content
    package let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        let made = LabeledControlGroupContent(content: content(), label: label())
        self.content = made
        self.label = AnyView(made.label)
    }

    /// Creates a new control group with the specified content that generates its label from a localized string key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized string key and a system image.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and a system image.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration (drawn in the automatic style).
    ///
    /// ```swift
    /// struct TintedControlGroupStyle: ControlGroupStyle {
    ///     func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).tint(.red) }
    /// }
    /// ```
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = nil
    }
}

extension ControlGroup: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = ControlGroupStyleConfiguration(content: .init(AnyView(content)), label: .init(label ?? AnyView(EmptyView())))
        if !(content is ControlGroupStyleConfiguration.Content), let style = context.environment.controlGroupStyle {
            try context.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try context.resolve(_SegmentedControlGroup(configuration: configuration), into: &nodes)
        }
    }
}

/// iOS's control group outside menus: the controls as borderless buttons in equal segments of a
/// strip as wide as offered, at least 32 points tall (a segmented control's height), on an
/// 8-point rounded `tertiarySystemFill`. Separators between segments are not drawn.
struct _SegmentedControlGroup: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        _LayoutView(layout: _EqualSegmentsLayout(), content: configuration.content)
            .buttonStyle(.borderless)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(value: SystemPalette.tertiarySystemFill)))
    }
}

/// Equal-width segments side by side, each centred in its segment; as wide as offered (the
/// widest segment's ideal width times the count when unspecified), 32 points tall at least.
struct _EqualSegmentsLayout: Layout {
    static let minimumHeight: CGFloat = 32

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let count = CGFloat(subviews.count)
        let width = proposal.width ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max()! * count
        let segment = ProposedViewSize(width: width / count, height: nil)
        let height = subviews.map { $0.sizeThatFits(segment).height }.max()!
        return CGSize(width: width, height: max(Self.minimumHeight, height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let center = CGPoint(x: bounds.minX + width * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: center, anchor: .center, proposal: ProposedViewSize(width: width, height: nil))
        }
    }
}
