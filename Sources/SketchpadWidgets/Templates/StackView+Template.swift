import SketchpadLayout

extension StackView {
    /// Alignment names a template may write: the cases, and `top`/`bottom` for horizontal stacks.
    static let alignmentNames: [(String, Alignment)] =
        Alignment.allCases.map { ($0.rawValue, $0) } + [("top", .top), ("bottom", .bottom)]

    /// `type: stack`: a stack view; its `views:` are its arranged subviews.
    package static let template = WidgetTemplate(
        type: "stack", summary: "A stack view (UIStackView's rules): its views are arranged along its axis.",
        properties: [
            TemplateProperty("axis", .choice(Axis.allCases.map { "\($0)" }), "Which way the views are arranged.", default: "vertical"),
            TemplateProperty("distribution", .choice(Distribution.allCases.map(\.rawValue)), "How the views share the stack's length.",
                             default: "fill"),
            TemplateProperty("alignment", .choice(alignmentNames.map(\.0)), "How the views sit across the axis.", default: "fill"),
            TemplateProperty("spacing", .number(-10_000...10_000), "The space between neighbours.", default: "0"),
            TemplateProperty("customSpacing", .numberByID, "The space after particular views, by id."),
            TemplateProperty("marginsRelative", .boolean, "Arrange inside the stack's layout margins.", default: "false",
                             aliases: ["isLayoutMarginsRelativeArrangement"]),
        ]) { values in
        let alignment = values.choice("alignment").flatMap { name in alignmentNames.first { $0.0 == name }?.1 } ?? .fill
        let stack = StackView(axis: values.choice("axis") == "horizontal" ? .horizontal : .vertical,
                              distribution: values.choice("distribution") ?? .fill, alignment: alignment,
                              spacing: values.number("spacing") ?? 0)
        if let relative = values.bool("marginsRelative") { stack.isLayoutMarginsRelativeArrangement = relative }
        return stack
    }
}
