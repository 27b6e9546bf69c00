/// The look a template is drawn in; the renderer maps it to a theme of the same name.
public enum TemplateAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark, wireframe
}
