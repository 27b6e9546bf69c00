import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// The values one view of a template gave, read as its widget declares them (see
/// ``WidgetTemplate``): each getter checks the value against the key's declared type and reports
/// a located error through the builder's reader.
final class NodeValues: TemplateValues {
    let widget: WidgetTemplate
    /// The widget's keys and properties (the builder makes them once per type).
    private let keys: WidgetKeys
    /// The values written, by the declared key (an alias already resolved to its key).
    private let nodes: [String: (name: String, node: Node)]
    private unowned let builder: TemplateBuilder
    private var reader: NodeReader { builder.reader }

    init(widget: WidgetTemplate, keys: WidgetKeys, nodes: [String: (name: String, node: Node)], builder: TemplateBuilder) {
        self.widget = widget
        self.keys = keys
        self.nodes = nodes
        self.builder = builder
    }

    /// The node written for `key`, after checking that the widget declares it as `expected`.
    /// The widget's property written as `key` (from the builder's table, made once per type).
    private func property(named key: String) -> TemplateProperty? { keys.properties[key] }

    private func node(_ key: String, _ check: (TemplateValueType) -> Bool) -> (name: String, node: Node)? {
        guard let property = property(named: key), check(property.type) else {
            preconditionFailure("widget '\(widget.type)' reads '\(key)' as a type it does not declare")
        }
        return nodes[property.key]
    }

    private func declared(_ key: String) -> TemplateValueType? { property(named: key)?.type }

    func has(_ key: String) -> Bool { property(named: key).map { nodes[$0.key] != nil } ?? false }

    func text(_ key: String) -> String? {
        guard let (name, node) = node(key, { $0 == .text }) else { return nil }
        let text = builder.checkedText(node, name)
        return builder.variant.locale.map { locale in text.map(locale.transform) } ?? text
    }

    func texts(_ key: String) -> [String]? {
        guard let (name, node) = node(key, { $0 == .textList }) else { return nil }
        let texts = builder.checkedTexts(node, name)
        return builder.variant.locale.map { locale in texts?.map(locale.transform) } ?? texts
    }

    func number(_ key: String) -> Double? {
        guard let (name, node) = node(key, { if case .number = $0 { return true } else { return false } }),
              case .number(let range) = declared(key) else { return nil }
        return reader.number(node, name, in: range)
    }

    func integer(_ key: String, in narrower: ClosedRange<Int>?) -> Int? {
        guard let (name, node) = node(key, { if case .integer = $0 { return true } else { return false } }),
              case .integer(let range) = declared(key) else { return nil }
        guard let value = reader.int(node, name, in: range) else { return nil }
        if let narrower, !narrower.contains(value) {
            reader.fail(node, "\(name) \(value) is outside \(narrower.lowerBound)…\(narrower.upperBound)", kind: .consistency)
            return nil
        }
        return value
    }

    func bool(_ key: String) -> Bool? {
        guard let (name, node) = node(key, { $0 == .boolean }) else { return nil }
        return reader.bool(node, name)
    }

    func choice(_ key: String) -> String? {
        guard let (name, node) = node(key, { if case .choice = $0 { return true } else { return false } }),
              case .choice(let names) = declared(key) else { return nil }
        return reader.choice(node, name, names.map { ($0, $0) })
    }

    func color(_ key: String) -> Color? {
        guard let (name, node) = node(key, { $0 == .color }) else { return nil }
        return reader.color(node, name)
    }

    func border(_ key: String) -> Box.Border? {
        guard let (name, node) = node(key, { $0 == .border }) else { return nil }
        if case .mapping = node {
            guard let pairs = reader.mapping(node, allowed: ["color", "width"], what: name) else { return nil }
            var border = Box.defaultBorder
            for (k, _, v) in pairs {
                if k == "color" {
                    border.color = reader.color(v, "\(name) color") ?? border.color
                } else {
                    border.width = reader.number(v, "\(name) width", in: 0...100) ?? border.width
                }
            }
            return border
        }
        return reader.color(node, name).map { Box.Border(color: $0, width: Box.defaultBorder.width) }
    }

    var textSize: TextSize { builder.variant.textSize }

    func font(_ key: String, default base: FontDescription) -> FontDescription {
        guard let (_, node) = node(key, { $0 == .font }) else { return textSize.scaled(base) }
        return builder.font(node, base: base)
    }

    func font(_ key: String, style: TextStyle) -> FontDescription {
        guard let (_, node) = node(key, { $0 == .font }) else { return textSize.font(style) }
        return builder.font(node, base: style.font, baseStyle: style)
    }

    func icon(_ key: String) -> Icon? {
        guard let (name, node) = node(key, { $0 == .icon }) else { return nil }
        return icon(node, name)
    }

    /// The icons of a list, in order: a real SF Symbols name the icon set lacks is nil there (a
    /// placeholder) and a warning, so the others keep their places.
    func icons(_ key: String) -> [Icon?]? {
        guard let (name, node) = node(key, { $0 == .iconList }), let items = reader.list(node, name) else { return nil }
        return items.map { icon($0, name) }
    }

    /// An icon by its SF Symbols name (see `Icon.lookup`): a real name the icon set lacks is a
    /// warning (it draws a placeholder); a name iOS does not know is an error with the nearest names
    /// (the whole list is too long for a message: ICONS.md has the names drawn).
    private func icon(_ node: Node, _ what: String) -> Icon? {
        guard let name = reader.string(node, what) else { return nil }
        let lookup = Icon.lookup(name)
        switch lookup {
        case .icon(let icon):
            return icon
        case .unmapped:
            if let warning = lookup.diagnostic(at: reader.textLocation(node)) { reader.warnings.append(warning) }
            return nil
        case .unknown(_, let near):
            reader.fail(node, "unknown icon '\(name)': not an SF Symbols name",
                        hint: near.isEmpty ? "the names drawn are listed in ICONS.md" : "nearest: " + near.joined(separator: ", "))
            return nil
        }
    }

    func imageFile(_ key: String) -> String? {
        guard let (name, node) = node(key, { $0 == .imageFile }), let file = reader.string(node, name) else { return nil }
        let folder = (builder.template.path as NSString).deletingLastPathComponent
        let path = file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
        builder.checkImage(file, path: path, node: node)
        return path
    }
}
