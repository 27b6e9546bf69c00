import SketchpadWidgets

/// What the template builder checks a widget type's views against, made once per type and
/// build: a thousand labels would otherwise make the same lists a thousand times.
///
/// ```swift
/// let keys = WidgetKeys(Label.template, commonKeys: TemplateBuilder.commonKeys)
/// keys.allowedSet.contains("text")   // true
/// keys.what                          // "a label"
/// ```
struct WidgetKeys {
    /// The keys a view of the type may have: the common ones, then its properties' names and
    /// aliases (the order the did-you-mean hints search).
    let allowed: [String]
    let allowedSet: Set<String>
    /// The type's properties by each of their names.
    let properties: [String: TemplateProperty]
    /// How errors name a view of the type ("a label").
    let what: String

    init(_ widget: WidgetTemplate, commonKeys: [String]) {
        var properties: [String: TemplateProperty] = [:]
        // The first property with a name wins, as `WidgetTemplate.property(named:)` finds it.
        for property in widget.properties { for name in property.names where properties[name] == nil { properties[name] = property } }
        allowed = commonKeys + widget.properties.flatMap(\.names)
        allowedSet = Set(allowed)
        self.properties = properties
        what = "a \(widget.type)"
    }
}
