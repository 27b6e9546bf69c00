import SketchpadGeometry

extension DisplayList {
    /// The list as text, one command per line, indented inside clips, transforms, opacity
    /// and filter groups; numbers are written exactly (Swift's shortest round-trip form), so two lists with
    /// the same dump are equal. For debugging and for diffs in tests.
    ///
    /// ```
    /// canvas 200×100 background #FFFFFF
    /// fill roundedRect(x 20 y 20 w 160 h 60 r 12) #0A84FF
    /// glyphs "Sign in" Inter Semi-Bold 17.0pt #FFFFFF origin 71.5 38 pen 0 16.5 [41 0 0, 79 9.4 0, …]
    /// ```
    public var dump: String {
        var lines = ["canvas \(size.width)×\(size.height) background \(background.map(\.description) ?? "none")"]
        var depth = 0
        for command in commands {
            switch command {
            case .popClip, .popTransform, .popOpacity, .popFilter: depth = max(0, depth - 1)
            default: break
            }
            lines.append(String(repeating: "  ", count: depth) + Self.describe(command))
            switch command {
            case .pushClip, .pushTransform, .pushOpacity, .pushFilter: depth += 1
            default: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func describe(_ command: DrawCommand) -> String {
        switch command {
        case .fill(let shape, let color): return "fill \(describe(shape)) \(color)"
        case .fillGradient(let shape, let gradient): return "fill \(describe(shape)) \(gradient.description)"
        case .stroke(let shape, let style): return "stroke \(describe(shape)) \(describe(style))"
        case .strokeGradient(let shape, let style, let gradient):
            return "stroke \(describe(shape)) width \(style.width) \(gradient.description)"
        case .shadow(let shape, let shadow):
            return "shadow \(describe(shape)) \(shadow.color) offset \(shadow.offset.x) \(shadow.offset.y) blur \(shadow.blur)"
        case .line(let a, let b, let style): return "line \(a.x) \(a.y) → \(b.x) \(b.y) \(describe(style))"
        case .glyphs(let run):
            let glyphs = run.glyphs.map { "\($0.id) \($0.x) \($0.y)" }.joined(separator: ", ")
            var line = "glyphs \(run.text.jsonQuoted) \(run.font) \(run.color) origin \(run.origin.x) \(run.origin.y)"
                + " pen \(run.pen.x) \(run.pen.y) [\(glyphs)]"
            if !run.missingGlyphs.isEmpty {
                line += " missing [" + run.missingGlyphs.map { "U+\(String($0.codePoint, radix: 16, uppercase: true)) \($0.x) \($0.y)" }
                    .joined(separator: ", ") + "]"
            }
            return line
        case .image(let bitmap, let frame): return "image \(bitmap) in \(describe(frame))"
        case .slicedImage(let bitmap, let frame, let slicing):
            let caps = slicing.capInsets
            return "sliced image \(bitmap) in \(describe(frame)) caps \(caps.top) \(caps.left) \(caps.bottom) \(caps.right)"
                + " scale \(slicing.scale) \(slicing.mode)"
        case .pushClip(let shape): return "clip \(describe(shape))"
        case .popClip: return "end clip"
        case .pushTransform(let t): return "transform \(t)"
        case .popTransform: return "end transform"
        case .pushOpacity(let alpha): return "opacity \(alpha)"
        case .popOpacity: return "end opacity"
        case .pushFilter(let filter): return "filter \(filter)"
        case .popFilter: return "end filter"
        case .backdrop(let shape, let filters): return "backdrop \(describe(shape)) [\(filters.map(\.description).joined(separator: ", "))]"
        }
    }

    static func describe(_ r: Rect) -> String { "x \(r.minX) y \(r.minY) w \(r.width) h \(r.height)" }

    static func describe(_ shape: Shape) -> String {
        switch shape {
        case .rect(let r): return "rect(\(describe(r)))"
        case .roundedRect(let r, let radius): return "roundedRect(\(describe(r)) r \(radius))"
        case .ellipse(let r): return "ellipse(\(describe(r)))"
        case .path(let path):
            let parts = path.elements.map { element -> String in
                switch element {
                case .move(let p): return "M \(p.x) \(p.y)"
                case .line(let p): return "L \(p.x) \(p.y)"
                case .curve(let c1, let c2, let e): return "C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(e.x) \(e.y)"
                case .close: return "Z"
                }
            }
            return "path(\(parts.joined(separator: " ")))"
        }
    }

    static func describe(_ style: StrokeStyle) -> String {
        var text = "\(style.color) width \(style.width)"
        if !style.dash.isEmpty { text += " dash \(style.dash.map { "\($0)" }.joined(separator: " ")) phase \(style.dashPhase)" }
        if style.cap != .butt { text += " cap \(style.cap)" }
        if style.join != .miter { text += " join \(style.join)" }
        return text
    }
}
