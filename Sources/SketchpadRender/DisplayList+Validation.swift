import SketchpadLayout
import SketchpadWidgets

extension DisplayList {
    /// Throws `RenderError.nonFiniteGeometry` for the first NaN or infinite number, and
    /// `RenderError.invalidGeometry` for negative sizes, stroke widths, dash lengths or gradient radii, opacities
    /// outside 0…1, blur radii outside 0…1000 pt, transforms that cannot be undone, and clips, transforms, opacity
    /// or filter groups that do not pair up. Cairo reports success on NaN and draws garbage, so this runs first.
    ///
    /// The one validator: the painter draws only lists it passed (`CheckedDisplayList`), and
    /// ``Renderer`` checks a list once however it is drawn.
    public func validate() throws {
        try Self.checkCanvasSize(size)
        if let background, !background.isFinite {
            throw RenderError.nonFiniteGeometry(command: nil, detail: "background colour")
        }
        var open: [DrawCommand] = []
        for (index, command) in commands.enumerated() {
            let numbers = command.numbers
            if let bad = numbers.first(where: { !$0.isFinite }) {
                throw RenderError.nonFiniteGeometry(command: index, detail: "\(bad) in \(Self.describe(command))")
            }
            // Cairo keeps coordinates in 24.8 fixed point: beyond about ±8 million device units
            // they wrap around silently.
            if let huge = numbers.first(where: { abs($0) > Self.maxCoordinate }) {
                throw RenderError.invalidGeometry(command: index, detail: "\(huge) is beyond ±\(Int(Self.maxCoordinate)) pt")
            }
            switch command {
            case .stroke(_, let style), .line(_, _, let style), .strokeGradient(_, let style, _):
                if style.width < 0 || style.dash.contains(where: { $0 < 0 }) {
                    throw RenderError.invalidGeometry(command: index, detail: "negative stroke width or dash length")
                }
                if !style.dash.isEmpty && style.dash.allSatisfy({ $0 == 0 }) {
                    throw RenderError.invalidGeometry(command: index, detail: "dash pattern of zero lengths")
                }
            case .shadow(_, let shadow) where shadow.blur < 0:
                throw RenderError.invalidGeometry(command: index, detail: "negative shadow blur \(shadow.blur)")
            case .pushOpacity(let alpha) where !(0...1).contains(alpha):
                throw RenderError.invalidGeometry(command: index, detail: "opacity \(alpha) is outside 0…1")
            case .pushTransform(let transform) where !transform.isInvertible:
                throw RenderError.invalidGeometry(command: index, detail: "transform \(transform) cannot be inverted")
            case .fillGradient(_, let gradient):
                if case .radial(_, let r0, let r1, let yScale) = gradient.geometry, r0 < 0 || r1 < 0 || yScale <= 0 {
                    throw RenderError.invalidGeometry(command: index, detail: "radial gradient radii \(r0), \(r1) and vertical scale \(yScale) (radii ≥ 0, scale > 0)")
                }
            case .glyphs(let run) where run.font.size <= 0:
                throw RenderError.invalidGeometry(command: index, detail: "font size \(run.font.size)")
            case .pushFilter(let filter):
                try Self.check(filter, command: index)
            case .backdrop(_, let filters):
                for filter in filters { try Self.check(filter, command: index) }
            default: break
            }
            switch command {
            case .pushClip, .pushTransform, .pushOpacity, .pushFilter:
                open.append(command)
            case .popClip, .popTransform, .popOpacity, .popFilter:
                guard let last = open.popLast() else {
                    throw RenderError.invalidGeometry(command: index, detail: "\(Self.describe(command)) without its start")
                }
                guard Self.closes(command, last) else {
                    throw RenderError.invalidGeometry(command: index, detail: "\(Self.describe(command)) closes \(Self.describe(last))")
                }
            default: break
            }
            if let bounds = command.bounds, bounds.width < 0 || bounds.height < 0 {
                throw RenderError.invalidGeometry(command: index, detail: "negative size \(bounds)")
            }
        }
        if let unclosed = open.last {
            throw RenderError.invalidGeometry(command: nil, detail: "\(open.count) group(s) left open, the last: \(Self.describe(unclosed))")
        }
    }

    /// A canvas size must be finite and positive (the list's, or one `Renderer.pixelSize` is asked for).
    static func checkCanvasSize(_ size: Size) throws {
        guard size.width.isFinite, size.height.isFinite else {
            throw RenderError.nonFiniteGeometry(command: nil, detail: "canvas size \(size.width)×\(size.height)")
        }
        guard size.width > 0, size.height > 0 else { throw RenderError.invalidCanvasSize(width: size.width, height: size.height) }
    }

    /// A blur's radius must be 0 or more and at most ``Filter/maxBlurRadius`` points (finiteness is
    /// checked with every number).
    private static func check(_ filter: Filter, command index: Int) throws {
        if case .blur(let radius, _) = filter, !(0...Filter.maxBlurRadius).contains(radius) {
            throw RenderError.invalidGeometry(command: index, detail: "blur radius \(radius) is outside 0…\(Int(Filter.maxBlurRadius)) pt")
        }
    }

    private static func closes(_ close: DrawCommand, _ open: DrawCommand) -> Bool {
        switch (close, open) {
        case (.popClip, .pushClip), (.popTransform, .pushTransform), (.popOpacity, .pushOpacity), (.popFilter, .pushFilter): return true
        default: return false
        }
    }
}
