import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// Reads template files: YAML composed with its line and column marks, checked against the
/// limits, includes resolved (relative to the including file, never outside ``root``), components
/// collected, settings decoded and the default variant built once so that every error is found.
///
/// ```swift
/// let loader = TemplateLoader(root: "Templates")
/// let template = try loader.load(path: "Templates/login.yaml")
/// ```
public struct TemplateLoader {
    /// The folder no include may leave (nil: the folder of the file being loaded).
    public var root: String?
    public var limits: TemplateLimits
    /// Device names a `device:` may use (empty: any name is accepted here).
    public var deviceNames: [String]
    /// The widget types views may use (`type:`); add your own widgets' declarations to use them.
    public var widgets: WidgetCatalog

    package static let topLevelKeys = ["name", "description", "device", "canvas", "appearance", "direction", "margins",
                                      "safeArea", "background", "scale", "statusBar", "homeIndicator", "variants", "components", "include", "views",
                                      "constraints", "guides"]

    public init(root: String? = nil, limits: TemplateLimits = TemplateLimits(), deviceNames: [String] = [],
                widgets: WidgetCatalog = .builtIn) {
        self.root = root
        self.limits = limits
        self.deviceNames = deviceNames
        self.widgets = widgets
    }

    /// Loads and checks a file.
    /// - Throws: ``TemplateErrors`` listing every problem found, each with `path:line:col`.
    public func load(path: String) throws(TemplateErrors) -> Template {
        let rootFolder = Self.standardized(root ?? (path as NSString).deletingLastPathComponent)
        let reader = NodeReader(file: path)
        guard let node = compose(path: path, reader: reader) else { throw TemplateErrors(reader.errors) }
        var components: [String: TemplateComponent] = [:]
        var includeCount = 0
        let template = decode(node, path: path, reader: reader, rootFolder: rootFolder, components: &components,
                              includeStack: [Self.standardized(path)], includeCount: &includeCount)
        return try finish(template, reader: reader)
    }

    /// ``load(path:)`` as a `Result`.
    public func result(path: String) -> Result<Template, TemplateErrors> {
        do { return .success(try load(path: path)) } catch { return .failure(error) }
    }

    /// Parses YAML text (for tests and tools); `path` names it in errors.
    public func load(text: String, path: String) throws(TemplateErrors) -> Template {
        let reader = NodeReader(file: path)
        guard let node = composeText(text, reader: reader) else { throw TemplateErrors(reader.errors) }
        var components: [String: TemplateComponent] = [:]
        var includeCount = 0
        let rootFolder = Self.standardized(root ?? (path as NSString).deletingLastPathComponent)
        let template = decode(node, path: path, reader: reader, rootFolder: rootFolder, components: &components,
                              includeStack: [Self.standardized(path)], includeCount: &includeCount)
        return try finish(template, reader: reader)
    }

    /// Builds the default variant once, so unknown ids, bad equations and bad values are
    /// reported now, together with the problems found while decoding.
    func finish(_ template: Template?, reader: NodeReader) throws(TemplateErrors) -> Template {
        guard var template else { throw TemplateErrors(reader.errors) }
        template.sources = reader.sources.mapValues { ScalarSourceMap(source: $0) }
        var errors = reader.errors
        do {
            let instance = try template.instantiate(template.defaultVariant)
            // Kept for the render when it will ask for this very tree (a template with variants
            // builds others: keeping it would only hold memory).
            if template.variants == [template.defaultVariant] {
                template.checkedBuild = CheckedBuild(variant: template.defaultVariant, instance: instance)
            }
        } catch {
            // A value checked both while decoding and while building (the background) is reported once.
            errors += error.errors.filter { !reader.errors.contains($0) }
        }
        if !errors.isEmpty { throw TemplateErrors(errors) }
        return template
    }

    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
