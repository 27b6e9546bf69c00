import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// `variants:`: the product of devices × appearances × directions × text sizes, named after the
/// dimensions that vary.
extension TemplateLoader {
    func variants(_ node: Node, base: Template, reader: NodeReader) -> [TemplateVariant] {
        guard let pairs = reader.mapping(node, allowed: ["devices", "appearances", "directions", "textSizes"], what: "variants") else {
            return [base.defaultVariant]
        }
        var devices: [String?] = [nil], appearances = [base.appearance], directions = [base.direction], sizes = [TextSize.default]
        var varying: TemplateVariant.Dimensions = []
        for (key, _, value) in pairs {
            guard let items = reader.list(value, "variants.\(key)"), !items.isEmpty else { continue }
            switch key {
            case "devices": varying.insert(.devices)
            case "appearances": varying.insert(.appearances)
            case "directions": varying.insert(.directions)
            default: varying.insert(.textSizes)
            }
            switch key {
            case "devices":
                devices = items.compactMap { item in
                    guard let name = reader.string(item, "device") else { return nil }
                    if !deviceNames.isEmpty && !deviceNames.contains(where: { Self.deviceKey($0) == Self.deviceKey(name) }) {
                        reader.fail(item, "unknown device '\(name)' (one of: \(deviceNames.joined(separator: ", ")))",
                                    hint: Suggestions.didYouMean(name, in: deviceNames), kind: .value)
                    }
                    return name
                }
            case "appearances":
                appearances = items.compactMap { reader.choice($0, "appearance", TemplateAppearance.allCases.map { ($0.rawValue, $0) }) }
            case "directions":
                directions = items.compactMap { reader.choice($0, "direction", Self.directions) }
            default:
                sizes = items.compactMap { item in
                    if let s = item.scalar, let hit = TextSize.named(s.string) { return hit }
                    if let s = item.scalar, Double(s.string) == nil {
                        reader.fail(item, "unknown text size '\(s.string)' (a scale like 1.3, or: \(TextSize.named.map(\.name).joined(separator: ", ")))",
                                    hint: Suggestions.didYouMean(s.string, in: TextSize.named.map(\.name)), kind: .value)
                        return nil
                    }
                    return reader.number(item, "text size", in: 0.5...3).map { TextSize(scale: $0) }
                }
            }
        }
        var result: [TemplateVariant] = []
        for d in devices { for a in appearances { for dir in directions { for s in sizes {
            let name = TemplateVariant.name(device: d, appearance: a.rawValue, direction: dir, textSize: s, varying: varying)
            result.append(TemplateVariant(device: d, appearance: a, direction: dir, textSize: s, name: name))
        } } } }
        // Two entries that mean the same (light and Light, 1.5 and 1.50) would write one file twice.
        var seen = Set<String>(), duplicates: [String] = []
        result = result.filter { v in
            if seen.insert(v.name).inserted { return true }
            if !duplicates.contains(v.name) { duplicates.append(v.name) }
            return false
        }
        if !duplicates.isEmpty {
            reader.fail(node, "variants name the same output more than once (\(duplicates.map { "'\($0)'" }.joined(separator: ", "))) — remove the entries that mean the same", kind: .consistency)
        }
        return result.isEmpty ? [base.defaultVariant] : result
    }
}
