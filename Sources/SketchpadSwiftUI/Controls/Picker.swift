import SketchpadLayout
import SketchpadWidgets

/// A control for selecting from a set of mutually exclusive values. Its options are its
/// content's views, each matched with the selection by its `tag(_:)` (or its `ForEach` id).
/// Drawn in the environment's picker style: on iOS `.menu` outside a list (the selected
/// option's title in the tint colour with up/down chevrons), a row with the value at the
/// trailing end in a list or form, `.segmented` as Sketchpad's `SegmentedControl` (32 points
/// tall, as wide as offered), `.inline` as a row per option with a checkmark on the selected
/// one, `.wheel` approximated as the options around the selection on a highlighted band.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    package let label: Label
    package let selection: AnyHashable
    package let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
        self.label = label()
    }

    /// Creates a picker that displays a custom label (deprecated form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SketchpadSwiftUI.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SketchpadSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Picker: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var optionContext = context.child(21)
        optionContext.environment.collectsImplicitTags = true
        optionContext.stackAxis = nil
        let options = try optionContext.resolve(content)
        let selected = options.firstIndex { tagMatches($0.tag, selection) }
        let titles = options.map { $0.firstText ?? "" }
        let env = context.environment
        var style = env.pickerStyle
        if style == .automatic || style == .navigationLink { style = .menu }
        switch style {
        case .segmented:
            let font = FontDescription(size: 13, weight: .medium)
            nodes.append(WidgetNode(widget: SegmentedControl(titles, selectedIndex: selected, font: font), sizing: { proposal in
                CGSize(width: fillingWidth(proposal, ideal: CGFloat(titles.count) * 80), height: CGFloat(SegmentedControl.height))
            }, session: context.session, environment: env))
        case .inline, .palette:
            for (index, option) in options.enumerated() {
                let row = HStack {
                    _NodeView(node: option)
                    Spacer()
                    if index == selected { Image(systemName: "checkmark").foregroundStyle(.tint).font(.body.weight(.semibold)) }
                }
                try context.child(index).resolve(row, into: &nodes)
            }
        case .wheel:
            try context.resolve(_WheelPicker(titles: titles, selected: selected), into: &nodes)
        case .menu, .automatic, .navigationLink:
            let value = selected.map { titles[$0] } ?? ""
            let chevrons = VStack(spacing: -3) {
                Image(systemName: "chevron.up")
                Image(systemName: "chevron.down")
            }.font(.system(size: 9, weight: .semibold))
            if env.isInList && !env.labelsHidden {
                try context.resolve(HStack {
                    label
                    Spacer()
                    HStack(spacing: 4) { Text(verbatim: value); chevrons }.foregroundStyle(.secondary)
                }, into: &nodes)
            } else {
                try context.resolve(HStack(spacing: 4) { Text(verbatim: value); chevrons }.foregroundStyle(.tint), into: &nodes)
            }
        }
    }
}

/// A wheel picker, approximated: up to five options centred on the selected one, which sits on
/// a light band; 216 points tall as UIPickerView.
struct _WheelPicker: View {
    let titles: [String]
    let selected: Int?

    var body: some View {
        let center = selected ?? 0
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(.quaternary).frame(height: 34)
            VStack(spacing: 0) {
                ForEach(-2..<3) { offset in
                    let index = center + offset
                    Text(verbatim: titles.indices.contains(index) ? titles[index] : " ")
                        .font(.title3)
                        .foregroundStyle(offset == 0 ? HierarchicalShapeStyle.primary : offset == -1 || offset == 1 ? .secondary : .tertiary)
                        .frame(height: 34)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
        .clipped()
    }
}

/// An already resolved node, placed back into a view tree (a picker's option inside its row).
struct _NodeView: View, PrimitiveView {
    let node: LayoutNode
    typealias Body = Never
    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws { nodes.append(node) }
}
