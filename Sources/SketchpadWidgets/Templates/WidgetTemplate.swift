import SketchpadLayout

/// How a widget appears in template files: its `type:` name, the keys it takes (besides the keys
/// every view takes), and how it is made from their values. The template decoder and the JSON
/// Schema (`sketchpad schema`) both read it, so they accept and refuse the same files.
///
/// A widget declares it next to its model and drawing. Your own widgets can too, and be used in
/// templates by adding them to the ``WidgetCatalog`` a loader uses:
///
/// ```swift
/// extension Badge {
///     static let template = WidgetTemplate(type: "badge", summary: "A count in a red circle.",
///                                          properties: [TemplateProperty("count", .integer(0...999), "The count.", default: "0")]) { values in
///         Badge(count: values.integer("count") ?? 0)
///     }
/// }
/// let loader = TemplateLoader(widgets: .builtIn + [Badge.template])
/// ```
public struct WidgetTemplate: Sendable {
    /// The `type:` name (`button`).
    public let type: String
    /// One sentence for people.
    public let summary: String
    /// The keys this type takes besides the common ones, in the order documentation lists them.
    public let properties: [TemplateProperty]
    /// Makes the widget from the values written.
    public let make: @Sendable (any TemplateValues) -> View

    public init(type: String, summary: String, properties: [TemplateProperty],
                make: @escaping @Sendable (any TemplateValues) -> View) {
        self.type = type
        self.summary = summary
        self.properties = properties
        self.make = make
    }

    /// The property written as `name` (its key or an alias).
    package func property(named name: String) -> TemplateProperty? {
        properties.first { $0.names.contains(name) }
    }
}

/// The widget types a template may use, in order; the first is what a view without `type:` is.
///
/// ```swift
/// WidgetCatalog.builtIn["listRow"]?.properties.map(\.key)   // ["title", "subtitle", …]
/// ```
public struct WidgetCatalog: Sendable {
    public private(set) var templates: [WidgetTemplate]

    public init(_ templates: [WidgetTemplate]) {
        var seen = Set<String>()
        self.templates = []
        // A later declaration of a type replaces an earlier one (a user's own `label`, say).
        for template in templates.reversed() where seen.insert(template.type).inserted {
            self.templates.insert(template, at: 0)
        }
    }

    /// Sketchpad's own widgets, plain views and stacks.
    public static let builtIn = WidgetCatalog([
        Box.viewTemplate, Box.template, Label.template, Button.template, TextField.template, ImageView.template,
        Switch.template, Slider.template, ProgressBar.template, SegmentedControl.template, Checkbox.template,
        NavigationBar.template, TabBar.template, ListRow.template, Divider.template, StackView.template,
    ])

    public subscript(type: String) -> WidgetTemplate? { templates.first { $0.type == type } }

    public var typeNames: [String] { templates.map(\.type) }

    public static func + (catalog: WidgetCatalog, more: [WidgetTemplate]) -> WidgetCatalog {
        WidgetCatalog(catalog.templates + more)
    }
}
