import SketchpadLayout

/// Everything a picture is made of, in drawing order: what the scene builder produces and the
/// Cairo backend consumes. The same list gives the PNG, the SVG and the PDF.
///
/// ```swift
/// var list = DisplayList(size: Size(width: 200, height: 100), background: .white)
/// list.append(.fill(.roundedRect(Rect(x: 20, y: 20, width: 160, height: 60), cornerRadius: 12), Color(hex: 0x0A84FF)))
/// let png = try Renderer().data(for: list, format: .png, scale: 2)
/// ```
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// Painted over the whole canvas first; nil leaves it transparent.
    public var background: Color?
    public var commands: [DrawCommand]

    public init(size: Size, background: Color? = .white, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }

    /// The largest coordinate, size or width a command may hold, in points (Cairo's fixed-point
    /// range at scale 8, with room to spare).
    public static let maxCoordinate = 1_000_000.0

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
    public mutating func append(contentsOf commands: [DrawCommand]) { self.commands.append(contentsOf: commands) }

    /// Throws `RenderError.nonFiniteGeometry` for the first NaN or infinite number, and
    /// `RenderError.invalidGeometry` for negative sizes, stroke widths or dash lengths, and for
    /// unbalanced clips. Cairo reports success on NaN and draws garbage, so this runs first.
    public func validate() throws {
        guard size.width.isFinite, size.height.isFinite else {
            throw RenderError.nonFiniteGeometry(command: nil, detail: "canvas size \(size.width)×\(size.height)")
        }
        guard size.width > 0, size.height > 0 else { throw RenderError.invalidCanvasSize(width: size.width, height: size.height) }
        if let background, !background.isFinite {
            throw RenderError.nonFiniteGeometry(command: nil, detail: "background colour")
        }
        var clipDepth = 0
        for (index, command) in commands.enumerated() {
            let numbers = command.numbers
            if let bad = numbers.first(where: { !$0.isFinite }) {
                throw RenderError.nonFiniteGeometry(command: index, detail: "\(bad) in \(command)")
            }
            // Cairo keeps coordinates in 24.8 fixed point: beyond about ±8 million device units
            // they wrap around silently.
            if let huge = numbers.first(where: { abs($0) > Self.maxCoordinate }) {
                throw RenderError.invalidGeometry(command: index, detail: "\(huge) is beyond ±\(Int(Self.maxCoordinate)) pt")
            }
            switch command {
            case .stroke(_, let style), .line(_, _, let style):
                if style.width < 0 || style.dash.contains(where: { $0 < 0 }) {
                    throw RenderError.invalidGeometry(command: index, detail: "negative stroke width or dash length")
                }
                if !style.dash.isEmpty && style.dash.allSatisfy({ $0 == 0 }) {
                    throw RenderError.invalidGeometry(command: index, detail: "dash pattern of zero lengths")
                }
            case .shadow(_, let shadow) where shadow.blur < 0:
                throw RenderError.invalidGeometry(command: index, detail: "negative shadow blur \(shadow.blur)")
            case .pushClip: clipDepth += 1
            case .popClip:
                clipDepth -= 1
                if clipDepth < 0 { throw RenderError.invalidGeometry(command: index, detail: "popClip without pushClip") }
            default: break
            }
            let bounds: Rect?
            switch command {
            case .fill(let s, _), .stroke(let s, _), .shadow(let s, _), .pushClip(let s): bounds = s.bounds
            case .text(let run): bounds = run.frame
            case .image(_, let frame): bounds = frame
            default: bounds = nil
            }
            if let bounds, bounds.width < 0 || bounds.height < 0 {
                throw RenderError.invalidGeometry(command: index, detail: "negative size \(bounds)")
            }
        }
        if clipDepth != 0 { throw RenderError.invalidGeometry(command: nil, detail: "\(clipDepth) pushClip without popClip") }
    }
}
