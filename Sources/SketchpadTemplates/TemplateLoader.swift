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

    public static let topLevelKeys = ["name", "description", "device", "canvas", "appearance", "direction", "margins",
                                      "safeArea", "background", "scale", "variants", "components", "include", "views",
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
        do { _ = try template.instantiate(template.defaultVariant) } catch {
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

    // MARK: Reading

    func compose(path: String, reader: NodeReader) -> Node? {
        let url = URL(fileURLWithPath: path)
        // stat, not lstat: a template that is a symbolic link to a file is read like the file (it
        // was refused as "not a regular file"); a link to nothing is said to be one.
        var info = stat()
        guard stat(path, &info) == 0 else {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                reader.fail(at: SourceLocation(file: path, line: 0), "a symbolic link to \(target), which does not exist — fix or remove the link", kind: .file)
            } else {
                reader.fail(at: SourceLocation(file: path, line: 0), "cannot read the file: \(String(cString: strerror(errno)))", kind: .file)
            }
            return nil
        }
        // A FIFO or a device would block or never end: only regular files are read.
        guard info.st_mode & S_IFMT == S_IFREG else {
            reader.fail(at: SourceLocation(file: path, line: 0), "not a regular file (a folder, a FIFO or a device) — give a template file", kind: .file)
            return nil
        }
        // A Swift script handed to `render` would be read as YAML and fail with a confusing
        // "unknown key" at its first line: say which command runs it.
        if path.hasSuffix(".swift") {
            reader.fail(at: SourceLocation(file: path, line: 0),
                        "a Swift script, not a template", hint: "run it with `sketchpad run \(path)`", kind: .file)
            return nil
        }
        let size = Int(info.st_size)
        guard size <= limits.maxFileBytes else {
            reader.fail(at: SourceLocation(file: path, line: 0),
                        "the file is \(size) bytes; templates may be at most \(limits.maxFileBytes)", kind: .limit)
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            reader.fail(at: SourceLocation(file: path, line: 0), "cannot read the file", kind: .file)
            return nil
        }
        // A UTF-16 or UTF-32 file (Windows editors' "Unicode") starts with its byte-order mark.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            reader.fail(at: SourceLocation(file: path, line: 1, column: 1),
                        "the file is UTF-16 or UTF-32 text (it starts with that byte-order mark) — save the file as UTF-8", kind: .syntax)
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column, byte) = Self.firstInvalidUTF8([UInt8](data))
            reader.fail(at: SourceLocation(file: path, line: line, column: column),
                        String(format: "the file is not UTF-8 text: byte 0x%02X cannot start or continue a character here", byte)
                            + " — save the file as UTF-8", kind: .syntax)
            return nil
        }
        return composeText(text, reader: reader)
    }

    /// The line and column (in characters, 1-based) of the first byte that is not valid UTF-8, and the byte.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8) {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 && b >= 0xC2 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 && b <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first?.value != 0xFFFD
                    || bytes[i..<i + length].elementsEqual([0xEF, 0xBF, 0xBD]) else {
                return (line, column, b)
            }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return (line, column, 0)
    }

    /// The line and column (1-based) of a character offset into `text` (nil: the start).
    static func position(ofCharacterOffset offset: Int?, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for c in text.prefix(offset ?? 0) {
            if c.isNewline { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    func composeText(_ text: String, reader: NodeReader) -> Node? {
        let file = reader.file
        reader.sources[file] = text
        guard text.utf8.count <= limits.maxFileBytes else {
            reader.fail(at: SourceLocation(file: file, line: 0), "the file is \(text.utf8.count) bytes; templates may be at most \(limits.maxFileBytes)", kind: .limit)
            return nil
        }
        // Flow collections nest without indentation; stop deep ones before the YAML library recurses.
        if let (line, column) = Self.excessiveFlowNesting(text, limit: limits.maxDepth)
            ?? Self.excessiveCompactNesting(text, limit: limits.maxDepth) {
            reader.fail(at: SourceLocation(file: file, line: line, column: column),
                        "nesting deeper than \(limits.maxDepth) levels", kind: .limit)
            return nil
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            reader.errors.append(Self.templateError(error, file: file, text: text))
            return nil
        } catch {
            reader.fail(at: SourceLocation(file: file, line: 0), "\(error)", kind: .syntax)
            return nil
        }
        guard let node else {
            reader.fail(at: SourceLocation(file: file, line: 1, column: 1), "the file is empty", kind: .structure)
            return nil
        }
        guard checkSize(node, reader: reader) else { return nil }
        return node
    }

    /// Counts nodes as a walk would see them (every alias expanded) and measures depth, stopping
    /// at the first limit passed: an alias bomb costs at most `maxNodes` steps.
    func checkSize(_ node: Node, reader: NodeReader) -> Bool {
        var count = 0
        var stack: [(Node, Int)] = [(node, 1)]
        // A duplicate key anywhere (YAML keeps both; the second would silently win), reported once
        // at its line even when an alias repeats the mapping.
        var duplicates = Set<SourceLocation>()
        while let (n, depth) = stack.popLast() {
            count += 1
            if count > limits.maxNodes {
                reader.fail(n, "more than \(limits.maxNodes) values (after expanding aliases); the file is too large or an alias bomb", kind: .limit)
                return false
            }
            if depth > limits.maxDepth {
                reader.fail(n, "nesting deeper than \(limits.maxDepth) levels", kind: .limit)
                return false
            }
            switch n {
            case .scalar: break
            case .sequence(let s): for child in s.reversed() { stack.append((child, depth + 1)) }
            case .mapping(let m):
                var seen: [String: Node] = [:]
                for (k, _) in m {
                    guard let key = k.scalar?.string else { continue }
                    guard let first = seen[key] else { seen[key] = k; continue }
                    let at = reader.location(k), was = reader.location(first)
                    if duplicates.insert(at).inserted {
                        reader.fail(k, "duplicate key '\(key)', first written at line \(was.line), column \(was.column) — keep one of them", kind: .structure)
                    }
                }
                for (k, v) in m.reversed() { stack.append((v, depth + 1)); stack.append((k, depth + 1)) }
            }
        }
        return duplicates.isEmpty
    }

    static func excessiveFlowNesting(_ text: String, limit: Int) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: Unicode.Scalar?
        var comment = false
        var previous: Unicode.Scalar?
        // Lines and columns as YAML counts them: Unicode scalars, and CR LF, CR, LF, NEL, LS and
        // PS each end a line (a CR LF file counted by "\n" Characters was all one line).
        for c in text.unicodeScalars {
            defer { previous = c }
            if c == "\n" && previous == "\r" || c == "\u{FEFF}" && previous == nil { continue }
            column += 1
            switch c {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": line += 1; column = 0; comment = false; continue
            default: break
            }
            if comment { continue }
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": if depth > 0 { quote = c }
            case "#": comment = true
            case "[", "{":
                depth += 1
                if depth > limit { return (line, column) }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// Compact block collections (`- - - x`, `? ? x`) nest two characters a level on one line, so
    /// a 20 KB line is 10,000 levels deep: stop them before the YAML library recurses (it would
    /// overflow a rendering thread's stack). Nesting by indentation costs a line a level and is
    /// caught after composing.
    static func excessiveCompactNesting(_ text: String, limit: Int) -> (Int, Int)? {
        var line = 1
        for lineText in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            defer { line += 1 }
            let chars = Array(lineText.unicodeScalars)
            var i = 0, indicators = 0
            while i < chars.count {
                if chars[i] == " " || chars[i] == "\t" { i += 1; continue }
                guard chars[i] == "-" || chars[i] == "?" || chars[i] == ":", i + 1 < chars.count, chars[i + 1] == " " || chars[i + 1] == "\t" else { break }
                indicators += 1
                if indicators > limit { return (line, i + 1) }
                i += 2
            }
        }
        return nil
    }

    static func templateError(_ error: YamlError, file: String, text: String = "") -> TemplateError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lineText = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : ""
            if problem.contains("cannot start any token"), lineText.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                let column = lineText.prefix(while: { $0 == " " }).count + 1
                return TemplateError(file: file, line: mark.line, column: column,
                                     message: "a tab indents this line; YAML indents with spaces only — replace the tab with spaces", kind: .syntax)
            }
            if problem == "but found another document" {
                return TemplateError(file: file, line: mark.line, column: mark.column,
                                     message: "a second YAML document starts here; a template is one document — remove this '---' and what follows, or split the file", kind: .syntax)
            }
            if problem == "found undefined alias", let alias = undefinedAlias(lineText, column: mark.column) {
                return TemplateError(file: file, line: mark.line, column: mark.column,
                                     message: "undefined alias '*\(alias)'", hint: aliasHint(alias, line: mark.line, text: text), kind: .syntax)
            }
            var message = "YAML: " + problem
            if let context {
                let started = context.mark.line != mark.line || context.mark.column != mark.column
                    ? " started at line \(context.mark.line), column \(context.mark.column)" : ""
                message += " (\(context.text)\(started))"
            }
            return TemplateError(file: file, line: mark.line, column: mark.column, message: message, kind: .syntax)
        case let .reader(problem, offset, value, _):
            let (line, column) = position(ofCharacterOffset: offset, in: text)
            if problem == "control characters are not allowed" {
                return TemplateError(file: file, line: line, column: column,
                                     message: String(format: "control character U+%04X is not allowed in a YAML file — remove it", value), kind: .syntax)
            }
            return TemplateError(file: file, line: line, column: column, message: "YAML: \(problem)", kind: .syntax)
        default:
            return TemplateError(file: file, line: 0, column: 0, message: "YAML: \(error)", kind: .syntax)
        }
    }

    // MARK: Decoding

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

extension TemplateError {
    /// The same error, noted as coming through the include at `location`.
    func included(at location: SourceLocation) -> TemplateError {
        var e = self
        e.includedFrom.append(location)
        return e
    }
}
