import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// The template's own keys decoded into a ``Template``: canvas or device, appearance, direction,
/// margins, background, scale, components, and what is built later (views, constraints, guides).
extension TemplateLoader {
    func decode(_ node: Node, path: String, reader: NodeReader, rootFolder: String,
                components: inout [String: TemplateComponent], includeStack: [String], includeCount: inout Int) -> Template? {
        guard let pairs = reader.mapping(node, allowed: Self.topLevelKeys, what: "the template") else { return nil }
        var canvas: TemplateCanvas?
        var appearance = TemplateAppearance.light
        var direction = LayoutDirection.leftToRight
        var margins: DirectionalEdgeInsets?
        var safeArea: EdgeInsets?
        var background: Node?
        var scale: Double?
        var statusBar: Bool?, homeIndicator: Bool?
        var variantsNode: Node?
        var views: Node?, constraints: Node?, guides: Node?

        // Includes first, so this file's components may use (and override) included ones.
        if let include = pairs.first(where: { $0.key == "include" }) {
            for item in reader.listOrOne(include.value) {
                guard let relative = reader.string(item, "include") else { continue }
                includeFile(relative, node: item, from: path, reader: reader, rootFolder: rootFolder,
                            components: &components, includeStack: includeStack, includeCount: &includeCount)
            }
        }
        for (key, keyNode, value) in pairs {
            switch key {
            case "name", "description", "include": break
            case "device":
                if let name = reader.string(value, "device") {
                    if !deviceNames.isEmpty && !deviceNames.contains(where: { Self.deviceKey($0) == Self.deviceKey(name) }) {
                        reader.fail(value, "unknown device '\(name)' (one of: \(deviceNames.joined(separator: ", ")))",
                                    hint: Suggestions.didYouMean(name, in: deviceNames), kind: .value)
                    }
                    if canvas != nil { reader.fail(keyNode, "give either 'device' or 'canvas', not both", kind: .structure) }
                    canvas = .device(name)
                }
            case "canvas":
                guard let sizePairs = reader.mapping(value, allowed: ["width", "height"], what: "canvas") else { continue }
                var size = Size(width: 0, height: 0)
                for (k, _, v) in sizePairs {
                    guard let n = reader.number(v, "canvas \(k)", in: 1...14_400) else { continue }
                    if k == "width" { size.width = n } else { size.height = n }
                }
                let missing = ["width", "height"].filter { k in !sizePairs.contains { $0.key == k } }
                if !missing.isEmpty { reader.fail(value, "canvas needs both 'width' and 'height' (missing: \(missing.joined(separator: ", ")))", kind: .structure) }
                if canvas != nil { reader.fail(keyNode, "give either 'device' or 'canvas', not both", kind: .structure) }
                canvas = .size(size)
            case "appearance":
                appearance = reader.choice(value, "appearance", TemplateAppearance.allCases.map { ($0.rawValue, $0) }) ?? appearance
            case "direction":
                direction = reader.choice(value, "direction", Self.directions) ?? direction
            case "margins":
                margins = reader.insets(value, "margins")
            case "safeArea":
                if let d = reader.insets(value, "safeArea") {
                    safeArea = EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
                }
            case "background":
                background = value
                _ = reader.color(value, "background")
            case "scale":
                scale = reader.number(value, "scale", in: 0.25...8)
            case "statusBar":
                statusBar = reader.bool(value, "statusBar")
            case "homeIndicator":
                homeIndicator = reader.bool(value, "homeIndicator")
            case "variants": variantsNode = value
            case "components":
                guard case .mapping(let m) = value else { reader.fail(value, "components must be a mapping of names to components", kind: .structure); continue }
                for (k, v) in m {
                    guard let name = reader.string(k, "component name") else { continue }
                    if let c = component(name: name, node: v, reader: reader) { components[name] = c }
                }
            case "views": views = value
            case "constraints": constraints = value
            case "guides": guides = value
            default: break
            }
        }
        var base = Template(path: path, canvas: canvas ?? .device("iPhone 15"), appearance: appearance, direction: direction,
                            rootMargins: margins, safeAreaInsets: safeArea, background: background, scale: scale,
                            variants: [], views: views, constraints: constraints, guides: guides,
                            components: components, limits: limits)
        base.rootFolder = rootFolder
        base.widgets = widgets
        let variants = variantsNode.map { self.variants($0, base: base, reader: reader) } ?? [base.defaultVariant]
        var template = Template(path: path, canvas: base.canvas, appearance: appearance, direction: direction, rootMargins: margins,
                                safeAreaInsets: safeArea, background: background, scale: scale, variants: variants,
                                views: views, constraints: constraints, guides: guides, components: components, limits: limits)
        template.rootFolder = rootFolder
        template.widgets = widgets
        template.statusBar = statusBar
        template.homeIndicator = homeIndicator
        template.canvasLocation = pairs.first { $0.key == "canvas" || $0.key == "device" }.map { reader.location($0.keyNode) }
        return template
    }

    static let directions: [(String, LayoutDirection)] = [("ltr", .leftToRight), ("rtl", .rightToLeft),
                                                          ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]

    static func deviceKey(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }

    func component(name: String, node: Node, reader: NodeReader) -> TemplateComponent? {
        guard let pairs = reader.mapping(node, allowed: ["params", "view", "description"], what: "component '\(name)'") else { return nil }
        var params: [(String, Node?)] = []
        var view: Node?
        for (key, _, value) in pairs {
            switch key {
            case "params":
                switch value {
                case .mapping(let m):
                    for (k, v) in m {
                        guard let p = reader.string(k, "parameter name") else { continue }
                        let isNull = v.scalar.map { $0.style == .plain && ($0.string == "~" || $0.string == "null") } ?? false
                        params.append((p, isNull ? nil : v))
                    }
                case .sequence(let s):
                    for item in s { if let p = reader.string(item, "parameter name") { params.append((p, nil)) } }
                default: reader.fail(value, "params must be a mapping of names to default values, or a list of names", kind: .structure)
                }
            case "view": view = value
            default: break
            }
        }
        guard let view else { reader.fail(node, "component '\(name)' needs a 'view'", kind: .structure); return nil }
        return TemplateComponent(name: name, parameters: params, view: view, file: reader.file)
    }
}
