import SketchpadLayout
import SketchpadWidgets

/// A template built for one variant: a fresh view tree with its constraints installed, ready for
/// the layout engine (or a renderer's scene).
///
/// ```swift
/// let template = try TemplateLoader().load(path: "Templates/login.yaml")
/// let instance = try template.instantiate(template.variants[0])
/// let result = LayoutEngine(canvasSize: Size(width: 393, height: 852)).layout(instance.root)
/// ```
public final class TemplateInstance {
    /// One view of the tree, in tree (depth-first) order.
    public struct Entry {
        public let view: View
        /// The view's id, or a stable generated one (`form.label#2`) for views without one.
        public let id: String
        /// Whether ``id`` was generated.
        public let isGeneratedID: Bool
        /// The template type (`label`, `stack`…); `view` for the root.
        public let type: String
        /// The parent's ``id``, nil for the root.
        public let parentID: String?
        /// Where the view was written.
        public let location: SourceLocation
    }

    public let template: Template
    public let variant: TemplateVariant
    public let root: View
    public let entries: [Entry]
    /// Every text to draw as written (labels, titles, placeholders…), with where, in file order.
    package let textSources: [(text: String, location: SourceLocation)]
    /// Every font family asked for, with where, in file order.
    package let familySources: [(family: String, location: SourceLocation)]
    /// Problems found while building that still draw (an SF Symbols name the icon set lacks),
    /// each at its place in the template.
    public let warnings: [Diagnostic]

    init(template: Template, variant: TemplateVariant, root: View, entries: [Entry],
         textSources: [(text: String, location: SourceLocation)] = [], familySources: [(family: String, location: SourceLocation)] = [],
         warnings: [Diagnostic] = []) {
        self.template = template
        self.variant = variant
        self.root = root
        self.entries = entries
        self.textSources = textSources
        self.familySources = familySources
        self.warnings = warnings
    }

    /// The entry of a view (by identity), if it belongs to the tree.
    public func entry(for view: View) -> Entry? {
        entries.first { $0.view === view }
    }
}
