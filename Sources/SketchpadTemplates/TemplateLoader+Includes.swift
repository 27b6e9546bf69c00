import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// `include:`: files whose components a template may use, relative to the including file, never
/// outside the template root, never in a cycle, at most ``TemplateLimits/maxIncludes`` of them.
extension TemplateLoader {
    func includeFile(_ relative: String, node: Node, from path: String, reader: NodeReader, rootFolder: String,
                     components: inout [String: TemplateComponent], includeStack: [String], includeCount: inout Int) {
        if relative.isEmpty {
            reader.fail(at: reader.textLocation(node), "the include is empty — give the path of a template file, relative to this one", kind: .file)
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let target = relative.hasPrefix("/") ? relative : (folder.isEmpty ? relative : folder + "/" + relative)
        let resolved = Self.standardized(target)
        guard resolved.hasPrefix(rootFolder + "/") else {
            reader.fail(at: reader.textLocation(node), "include '\(relative)' is outside the template root \(rootFolder)", kind: .file)
            return
        }
        guard !includeStack.contains(resolved) else {
            reader.fail(at: reader.textLocation(node), "include '\(relative)' includes itself", kind: .reference)
            return
        }
        includeCount += 1
        guard includeCount <= limits.maxIncludes else {
            reader.fail(at: reader.textLocation(node), "more than \(limits.maxIncludes) includes", kind: .limit)
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            reader.fail(at: reader.textLocation(node), "include '\(relative)' not found", kind: .file)
            return
        }
        guard !isDirectory.boolValue else {
            reader.fail(at: reader.textLocation(node), "include '\(relative)' is a folder — include the files in it one by one", kind: .file)
            return
        }
        let inner = NodeReader(file: target)
        let here = reader.textLocation(node)
        guard let included = compose(path: target, reader: inner) else { reader.errors += inner.errors.map { $0.included(at: here) }; return }
        guard let pairs = inner.mapping(included, allowed: ["include", "components", "description", "name"], what: "an included file") else {
            reader.errors += inner.errors.map { $0.included(at: here) }
            return
        }
        for (key, _, value) in pairs {
            switch key {
            case "include":
                for item in inner.listOrOne(value) {
                    guard let r = inner.string(item, "include") else { continue }
                    includeFile(r, node: item, from: target, reader: inner, rootFolder: rootFolder, components: &components,
                                includeStack: includeStack + [resolved], includeCount: &includeCount)
                }
            case "components":
                guard case .mapping(let m) = value else { inner.fail(value, "components must be a mapping", kind: .structure); continue }
                for (k, v) in m {
                    guard let name = inner.string(k, "component name") else { continue }
                    if let c = component(name: name, node: v, reader: inner) { components[name] = c }
                }
            default: break
            }
        }
        reader.errors += inner.errors.map { $0.included(at: here) }
        reader.sources.merge(inner.sources) { first, _ in first }
    }
}

extension TemplateError {
    /// The same error, noted as coming through the include at `location`.
    func included(at location: SourceLocation) -> TemplateError {
        var e = self
        e.includedFrom.append(location)
        return e
    }
}
