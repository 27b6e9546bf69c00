/// A solved layout as plain data: the one model behind `sketchpad layout --json`, the `.frames`
/// snapshots and any tool that wants frames without views. Codable, so `JSONEncoder` writes it
/// with the keys `canvas`, `direction`, `views`, `guides`, `diagnostics`.
///
/// ```swift
/// let snapshot = engine.layout(root).snapshot()
/// let json = try JSONEncoder().encode(snapshot)
/// snapshot.views.first { $0.id == "title" }?.frame
/// ```
public struct LayoutSnapshot: Hashable, Sendable, Codable {
    /// One view: who it is, where it sits (absolute canvas points, unrounded), and its baselines.
    public struct View: Hashable, Sendable, Codable {
        /// Its id, or a stable generated one (`root.label#2`: the parent's id, the type, the place among its siblings).
        public var id: String
        /// Its type (a template's `type:`, or the Swift class: `Label`).
        public var type: String
        /// The superview's id; nil for the root.
        public var parent: String?
        public var frame: Rect
        /// How diagnostics name it (`Label 'title'`).
        public var name: String
        /// The y of its first and last text baselines, for views with text.
        public var baselines: Baselines?

        private enum CodingKeys: String, CodingKey { case id, type, parent, frame, name, baselines }

        /// `parent` is written even when null (the root's), as `layout --json` always listed it.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(type, forKey: .type)
            try c.encode(parent, forKey: .parent)
            try c.encode(frame, forKey: .frame)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(baselines, forKey: .baselines)
        }

        public init(id: String, type: String, parent: String?, frame: Rect, name: String, baselines: Baselines? = nil) {
            self.id = id
            self.type = type
            self.parent = parent
            self.frame = frame
            self.name = name
            self.baselines = baselines
        }
    }

    public struct Baselines: Hashable, Sendable, Codable {
        public var first: Double
        public var last: Double
    }

    /// One layout guide that took part in the layout.
    public struct Guide: Hashable, Sendable, Codable {
        /// The id of the view that owns it.
        public var owner: String
        public var role: LayoutGuide.Role
        /// A custom guide's identifier.
        public var id: String?
        public var name: String
        public var frame: Rect
    }

    public var canvas: Size
    public var direction: LayoutDirection
    /// Every view, in tree (depth-first) order.
    public var views: [View]
    /// The guides, each after its owner's earlier ones, in the order layout listed them.
    public var guides: [Guide]
    public var diagnostics: [Diagnostic]

    public init(canvas: Size, direction: LayoutDirection, views: [View], guides: [Guide], diagnostics: [Diagnostic]) {
        self.canvas = canvas
        self.direction = direction
        self.views = views
        self.guides = guides
        self.diagnostics = diagnostics
    }
}

extension LayoutResult {
    /// The layout as a ``LayoutSnapshot``. `identity` names a view (its id and type) when the
    /// caller knows better (a template's ids and types); otherwise a view's own id, or a generated
    /// one, and its Swift type. `diagnostics` replace the result's own (converted with
    /// ``LayoutDiagnostic/diagnostic``) when a caller can place them better.
    public func snapshot(identity: ((SketchpadLayout.View) -> (id: String, type: String)?)? = nil,
                         diagnostics: [Diagnostic]? = nil) -> LayoutSnapshot {
        var ids: [ObjectIdentifier: String] = [:]
        var siblingsSeen: [ObjectIdentifier: [String: Int]] = [:]
        var views: [LayoutSnapshot.View] = []
        var guides: [LayoutSnapshot.Guide] = []
        for entry in entries {
            if let view = entry.item as? SketchpadLayout.View {
                let parentID = view.superview.flatMap { ids[ObjectIdentifier($0)] }
                let named = identity?(view)
                let type = named?.type ?? view.typeName
                let id: String
                if let named {
                    id = named.id
                } else if let own = view.id, !own.isEmpty {
                    id = own
                } else if let parentID, let parent = view.superview {
                    let n = (siblingsSeen[ObjectIdentifier(parent), default: [:]][type] ?? 0) + 1
                    siblingsSeen[ObjectIdentifier(parent), default: [:]][type] = n
                    id = "\(parentID).\(type.lowercased())#\(n)"
                } else {
                    id = "root"
                }
                ids[ObjectIdentifier(view)] = id
                views.append(LayoutSnapshot.View(id: id, type: type, parent: parentID, frame: entry.frame, name: view.debugName,
                                                 baselines: entry.baselines.map { .init(first: $0.first, last: $0.last) }))
            } else if let guide = entry.item as? LayoutGuide, let owner = guide.owningView.flatMap({ ids[ObjectIdentifier($0)] }) {
                guides.append(LayoutSnapshot.Guide(owner: owner, role: guide.role, id: guide.identifier.isEmpty ? nil : guide.identifier,
                                                   name: guide.debugName,
                                                   frame: entry.frame))
            }
        }
        return LayoutSnapshot(canvas: canvasSize, direction: layoutDirection, views: views, guides: guides,
                              diagnostics: diagnostics ?? self.diagnostics.map(\.diagnostic))
    }
}

extension LayoutDiagnostic {
    /// The diagnostic as a plain ``Diagnostic``: placed at its first located note, kind its own,
    /// every note kept (info becomes a note).
    public var diagnostic: Diagnostic {
        let severity: Diagnostic.Severity = self.severity == .error ? .error : self.severity == .warning ? .warning : .note
        return Diagnostic(severity: severity, kind: Diagnostic.Kind(kind.rawValue), message: message,
                          location: locations.first, notes: notes.map { Diagnostic.Note($0.message, at: $0.location) })
    }
}
