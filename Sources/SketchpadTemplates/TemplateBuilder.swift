import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// Builds one variant of a template: views (components expanded), guides, then constraints
/// (equations and visual formats) bound to the ids. Problems go to `reader.errors`.
final class TemplateBuilder {
    let template: Template
    let variant: TemplateVariant
    let reader: NodeReader

    var entries: [TemplateInstance.Entry] = []
    /// Views and custom guides by id, and the ids in the order they were written.
    var items: [String: any LayoutItem] = [:]
    var viewsByID: [String: View] = [:]
    var ids: [String] = []
    /// Constraint nodes and the file their marks belong to.
    var pendingConstraints: [(node: Node, file: String)] = []
    var pendingSpacing: [(stack: StackView, node: Node, file: String)] = []
    var reportedTooManyViews = false
    /// The root view, set first thing in `build()` (kept: any equation may name its guides).
    private(set) var rootView: View!
    /// Each widget type's allowed keys and properties by name, made once per build: a thousand
    /// labels would otherwise make the same lists a thousand times.
    var widgetKeys: [String: WidgetKeys] = [:]
    /// Texts and font families as written, with where (so text warnings can point at them).
    var textSources: [(text: String, location: SourceLocation)] = []
    var familySources: [(family: String, location: SourceLocation)] = []

    static let guideNames = ["margins", "layoutMargins", "safeArea", "readable", "readableContent"]

    /// Keys every view accepts, whatever its type.
    static let commonKeys = ["id", "type", "hidden", "size", "hugging", "compression", "margins", "constraints",
                             "guides", "views", "clips", "allowsOverlap", "allowsOverflow"]

    var catalog: WidgetCatalog { template.widgets }

    init(template: Template, variant: TemplateVariant) {
        self.template = template
        self.variant = variant
        self.reader = NodeReader(file: template.path)
        reader.appearance = variant.appearance
    }

    func build() -> TemplateInstance {
        let root: View = template.background.flatMap { reader.color($0, "background") }.map { Box(id: "root", fill: $0) } ?? View(id: "root")
        register("root", root, at: nil)
        rootView = root
        entries.append(.init(view: root, id: "root", isGeneratedID: false, type: "view", parentID: nil,
                             location: SourceLocation(file: template.path, line: 1, column: 1)))
        if let guides = template.guides { addGuides(guides, to: root) }
        if let views = template.views, let list = reader.list(views, "views") {
            for (i, child) in list.enumerated() {
                buildView(child, parent: root, parentID: "root", index: i, depth: 1, expansions: 0)
            }
        }
        if let constraints = template.constraints {
            for c in reader.listOrOne(constraints) { pendingConstraints.append((c, template.path)) }
        }
        for (stack, node, file) in pendingSpacing { withFile(file) { customSpacing(node, stack: stack) } }
        for (node, file) in pendingConstraints { withFile(file) { constraint(node) } }
        return TemplateInstance(template: template, variant: variant, root: root, entries: entries,
                                textSources: textSources, familySources: familySources,
                                warnings: reader.warnings.map { var w = $0; w.variant = variant.name.isEmpty ? nil : variant.name; return w })
    }

    func withFile(_ file: String, _ body: () -> Void) {
        let saved = reader.file
        reader.file = file
        body()
        reader.file = saved
    }

    @discardableResult
    func register(_ id: String, _ item: any LayoutItem, at node: Node?) -> Bool {
        if items[id] != nil || Self.guideNames.contains(id) && id != "root" {
            if let node { reader.fail(node, "duplicate id '\(id)'", kind: .reference) }
            return false
        }
        items[id] = item
        if let view = item as? View { viewsByID[id] = view }
        ids.append(id)
        return true
    }

    func nearestIDs(_ id: String) -> String? {
        let near = Suggestions.nearest(to: id, in: ids)
        return near.isEmpty ? nil : "nearest ids: " + near.joined(separator: ", ")
    }

    // MARK: Views

    func buildView(_ node: Node, parent: View, parentID: String, index: Int, depth: Int, expansions: Int) {
        guard depth <= template.limits.maxDepth else { reader.fail(node, "views nested deeper than \(template.limits.maxDepth)", kind: .limit); return }
        guard entries.count < template.limits.maxViews else {
            if !reportedTooManyViews {
                reportedTooManyViews = true
                reader.fail(node, "more than \(template.limits.maxViews) views (after expanding components and aliases) — split the template", kind: .limit)
            }
            return
        }
        guard case .mapping(let mapping) = node else {
            reader.fail(node, "a view must be a mapping, not \(NodeReader.kind(node))", kind: .structure)
            return
        }
        // `use` and `type` found in one pass over the keys, by index (see `Node.Mapping.value(forKey:)`).
        var use: Node?, typeNode: Node?
        for i in mapping.indices {
            let (k, v) = mapping[i]
            guard case .scalar(let s) = k else { continue }
            if use == nil && s.string == "use" { use = v } else if typeNode == nil && s.string == "type" { typeNode = v }
        }
        if let use {
            guard expansions < 32 else { reader.fail(use, "components nested more than 32 deep (does one use itself?)", kind: .limit); return }
            guard let (expanded, file) = expand(mapping, use: use) else { return }
            withFile(file) {
                buildView(expanded, parent: parent, parentID: parentID, index: index, depth: depth, expansions: expansions + 1)
            }
            return
        }
        var widget = catalog.templates[0]
        if let typeNode {
            guard let name = reader.string(typeNode, "type") else { return }
            guard let found = catalog[name] else {
                reader.fail(typeNode, "unknown type '\(name)' (one of: \(catalog.typeNames.joined(separator: ", ")))",
                            hint: Suggestions.didYouMean(name, in: catalog.typeNames), kind: .value)
                return
            }
            widget = found
        }
        let keys = keys(of: widget)
        guard let pairs = reader.mapping(node, allowed: keys.allowed, allowedSet: keys.allowedSet, what: keys.what) else { return }
        var p: [String: Node] = Dictionary(minimumCapacity: pairs.count)
        var declared: [String: (name: String, node: Node)] = Dictionary(minimumCapacity: pairs.count)
        for (key, keyNode, value) in pairs {
            if let property = keys.properties[key] {
                if let other = declared[property.key] {
                    reader.fail(keyNode, "'\(key)' and '\(other.name)' are the same key of a \(widget.type) — keep one of them",
                                kind: .structure)
                    continue
                }
                declared[property.key] = (key, value)
            } else {
                p[key] = value
            }
        }
        let values = NodeValues(widget: widget, keys: keys, nodes: declared, builder: self)
        let view = widget.make(values)
        if let stack = view as? StackView { stack.location = reader.location(node) }
        var id: String?
        if let idNode = p["id"], let text = reader.string(idNode, "id") {
            if !Self.isName(text) {
                reader.fail(idNode, "id '\(text)' must be a name (letters, digits and '_', not starting with a digit)", kind: .value)
            } else if register(text, view, at: idNode) {
                id = text
                view.id = text
            }
        }
        configureCommon(view, p)
        if let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
        let entryID = id ?? "\(parentID).\(widget.type)#\(index + 1)"
        entries.append(.init(view: view, id: entryID, isGeneratedID: id == nil, type: widget.type, parentID: parentID,
                             location: reader.location(node)))
        if let guides = p["guides"] { addGuides(guides, to: view) }
        if let children = p["views"], let list = reader.list(children, "views") {
            for (i, child) in list.enumerated() {
                buildView(child, parent: view, parentID: entryID, index: i, depth: depth + 1, expansions: expansions)
            }
        }
        if let constraints = p["constraints"] {
            for c in reader.listOrOne(constraints) { pendingConstraints.append((c, reader.file)) }
        }
        if let spacing = declared["customSpacing"]?.node, let stack = view as? StackView {
            pendingSpacing.append((stack, spacing, reader.file))
        }
    }

    /// `widget`'s keys (see ``WidgetKeys``), made on its first view of a build.
    func keys(of widget: WidgetTemplate) -> WidgetKeys {
        if let known = widgetKeys[widget.type] { return known }
        let keys = WidgetKeys(widget, commonKeys: Self.commonKeys)
        widgetKeys[widget.type] = keys
        return keys
    }

    /// Whether an id is a name: letters, digits and '_', not starting with a digit (letters and
    /// digits of any script). ASCII ids are decided from their bytes, others by `Character`.
    static func isName(_ text: String) -> Bool {
        if text.isSingleScalarASCII {
            let bytes = text.utf8
            guard let first = bytes.first, !(0x30...0x39).contains(first) else { return false }
            return bytes.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x5F }
        }
        return !text.isEmpty && !text.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) && !text.first!.isNumber
    }

    func addGuides(_ node: Node, to view: View) {
        for g in reader.listOrOne(node) {
            guard let name = reader.string(g, "guide id") else { continue }
            let guide = LayoutGuide(identifier: name)
            view.addLayoutGuide(guide)
            register(name, guide, at: g)
        }
    }

    func configureCommon(_ view: View, _ p: [String: Node]) {
        if let n = p["hidden"], let v = reader.bool(n, "hidden") { view.isHidden = v }
        if let n = p["clips"], let v = reader.bool(n, "clips") { view.clipsToBounds = v }
        if let n = p["allowsOverlap"], let v = reader.bool(n, "allowsOverlap") { view.allowsOverlap = v }
        if let n = p["allowsOverflow"], let v = reader.bool(n, "allowsOverflow") { view.allowsOverflow = v }
        if let n = p["margins"], let v = reader.insets(n, "margins") { view.directionalLayoutMargins = v }
        if let n = p["size"] {
            if let pairs = reader.mapping(n, allowed: ["width", "height"], what: "size") {
                var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
                for (k, _, v) in pairs {
                    guard let d = reader.number(v, "size.\(k)", in: 0...100_000) else { continue }
                    if k == "width" { size.width = d } else { size.height = d }
                }
                view.explicitIntrinsicContentSize = size
            }
        }
        // Each only when written (a list of the two setters was made for every view).
        if let n = p["hugging"] { priorities(n, "hugging", view.setContentHuggingPriority) }
        if let n = p["compression"] { priorities(n, "compression", view.setContentCompressionResistancePriority) }
    }

    /// `hugging:` or `compression:`: one priority for both axes, or `{horizontal:, vertical:}`.
    func priorities(_ n: Node, _ key: String, _ setter: (LayoutPriority, Axis) -> Void) {
        if case .mapping = n {
            guard let pairs = reader.mapping(n, allowed: ["horizontal", "vertical"], what: key) else { return }
            for (axis, _, v) in pairs {
                if let pr = reader.priority(v, "\(key).\(axis)") { setter(pr, axis == "horizontal" ? .horizontal : .vertical) }
            }
        } else if let pr = reader.priority(n, key) {
            setter(pr, .horizontal)
            setter(pr, .vertical)
        }
    }

    // MARK: Widgets

    /// A text to draw: any control character but a line break or a tab is an error (Pango would
    /// cut the text at a NUL and draw the others as boxes).
    func checkedText(_ node: Node, _ what: String) -> String? {
        guard let text = reader.string(node, what) else { return nil }
        if let bad = text.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }) {
            let name = bad.value == 0 ? " (NUL)" : ""
            reader.fail(at: reader.textLocation(node),
                        String(format: "\(what) contains the control character U+%04X\(name) — remove it", bad.value), kind: .value)
            return nil
        }
        // A text has at most as many characters as UTF-8 bytes: counting characters (a walk over
        // the text) is needed only when the bytes are over the limit.
        if text.utf8.count > template.limits.maxTextLength, case let length = text.count, length > template.limits.maxTextLength {
            reader.fail(at: reader.textLocation(node),
                        "\(what) is \(length) characters; a text may be at most \(template.limits.maxTextLength) — shorten it", kind: .value)
            return nil
        }
        textSources.append((text, reader.location(node)))
        return text
    }

    func checkedTexts(_ node: Node, _ what: String) -> [String]? {
        guard let items = reader.list(node, what) else { return nil }
        return items.compactMap { checkedText($0, what) }
    }

    static let textStyles: [(String, TextStyle)] = TextStyle.allCases.map { ($0.rawValue, $0) }
    static let weights: [(String, FontDescription.Weight)] = FontDescription.Weight.allCases.map { ("\($0)", $0) }

    /// `15`, `headline`, or `{style: headline, size:, weight:, family:, italic:, lineSpacing:}`, from `base`
    /// (a font of `baseStyle` when the widget's default is a text style), at the variant's text size:
    /// a text style takes its own size there (see `TextSize`), other sizes grow as body text does.
    func font(_ n: Node, base: FontDescription, baseStyle: TextStyle? = nil) -> FontDescription {
        let textSize = variant.textSize
        var font = base
        var style = baseStyle
        var size: Double?
        switch n {
        case .scalar(let s) where Double(s.string) != nil:
            size = reader.number(n, "font size", in: 1...400)
        case .scalar:
            if let named = reader.choice(n, "text style", Self.textStyles) { style = named; font = named.font }
        default:
            guard let pairs = reader.mapping(n, allowed: ["style", "size", "weight", "family", "italic", "lineSpacing"], what: "font") else {
                break
            }
            if let s = pairs.first(where: { $0.key == "style" }), let named = reader.choice(s.value, "text style", Self.textStyles) {
                style = named
                font = named.font
            }
            for (k, _, v) in pairs {
                switch k {
                case "size": size = reader.number(v, "font size", in: 1...400)
                case "weight": font.weight = reader.choice(v, "font weight", Self.weights) ?? font.weight
                case "family":
                    if let family = reader.string(v, "font family") {
                        font.family = family
                        familySources.append((family, reader.location(v)))
                    }
                case "italic": if reader.bool(v, "italic") == true { font.style = .italic }
                case "lineSpacing": font.lineSpacing = reader.number(v, "lineSpacing", in: 0.5...4) ?? font.lineSpacing
                default: break
                }
            }
        }
        if let size {
            font.size = textSize.scaled(size)
        } else if let style {
            font.size = textSize.pointSize(of: style)
        } else {
            font.size = textSize.scaled(font.size)
        }
        return font
    }

    /// An image file must stay inside the template root, exist, and start like a PNG or JPEG (its
    /// pixels are decoded, from the bytes read here, when it is drawn); an image set must have a
    /// PNG or JPEG file to draw.
    func checkImage(_ file: String, path: String, node: Node) {
        let at = reader.textLocation(node)
        if file.isEmpty {
            reader.fail(at: at, "the image file is empty — give the path of a PNG or JPEG, relative to the template", kind: .file)
            return
        }
        let resolved = TemplateLoader.standardized(path)
        if let root = template.rootFolder, !resolved.hasPrefix(root + "/") {
            reader.fail(at: at, "image '\(file)' is outside the template root \(root) — copy it into the template folder", kind: .file)
            return
        }
        if case .failure(let problem)? = ImageLookup.imageSet(atPath: path) {
            reader.fail(at: at, "\(problem)", kind: .file)
            return
        } else if path.hasSuffix(".imageset") {
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            reader.fail(at: at, "image '\(file)' not found (looked for \(resolved))", kind: .file)
            return
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            reader.fail(at: at, "image '\(file)' cannot be read", kind: .file)
            return
        }
        // Read through the one image file cache, by the path the view draws: layout and drawing
        // reuse what is read here.
        guard ImageFileCache.shared.pixelSize(ofImage: path) != nil else {
            reader.fail(at: at, "image '\(file)' is not a PNG or JPEG file — images must be PNG or JPEG", kind: .file)
            return
        }
    }

    func customSpacing(_ node: Node, stack: StackView) {
        guard case .mapping(let m) = node else { reader.fail(node, "customSpacing must map view ids to spacings", kind: .structure); return }
        for (k, v) in m {
            guard let id = reader.string(k, "view id"), let spacing = reader.number(v, "custom spacing", in: -10_000...10_000) else { continue }
            guard let view = viewsByID[id], stack.arrangedSubviews.contains(where: { $0 === view }) else {
                let arranged = stack.arrangedSubviews.compactMap(\.id)
                let near = Suggestions.nearest(to: id, in: arranged)
                reader.fail(k, "'\(id)' is not an arranged view of this stack",
                            hint: near.isEmpty ? (arranged.isEmpty ? nil : "arranged: " + arranged.joined(separator: ", "))
                                               : "nearest ids: " + near.joined(separator: ", "), kind: .reference)
                continue
            }
            stack.setCustomSpacing(spacing, after: view)
        }
    }
}
