/// Bounds that keep a hostile template from exhausting memory or time.
///
/// ```swift
/// var limits = TemplateLimits()
/// limits.maxNodes = 10_000
/// let loader = TemplateLoader(limits: limits)
/// ```
public struct TemplateLimits: Sendable {
    /// Largest file read, in bytes.
    public var maxFileBytes = 1 << 20
    /// Deepest nesting of YAML collections (and of views).
    public var maxDepth = 64
    /// Most YAML nodes visited in one file, counting every alias expansion (alias bombs stop here).
    public var maxNodes = 200_000
    /// Most files one template may include, directly or not.
    public var maxIncludes = 64
    /// Most views one template may build (after components are expanded).
    public var maxViews = 5_000
    /// Longest text (in characters) one label, button or field may hold: Pango wraps a long word
    /// in time quadratic in its length (20 000 characters take seconds).
    public var maxTextLength = 10_000

    public init() {}
}
