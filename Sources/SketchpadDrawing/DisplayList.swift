import SketchpadGeometry

/// Everything a picture is made of, in drawing order: what the scene builder produces and the
/// Cairo backend consumes. The same list gives the PNG, the SVG and the PDF.
///
/// A list is self-contained (text shaped, images decoded; see ``DrawCommand``) and a plain value:
/// two equal lists render to equal bytes. ``dump`` writes it out as text for debugging.
///
/// ```swift
/// var list = DisplayList(size: Size(width: 200, height: 100), background: .white)
/// list.append(.fill(.roundedRect(Rect(x: 20, y: 20, width: 160, height: 60), cornerRadius: 12), Color(hex: 0x0A84FF)))
/// let png = try Renderer().data(for: list, format: .png, scale: 2)
/// print(list.dump)
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
    package static let maxCoordinate = 1_000_000.0

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
    public mutating func append(contentsOf commands: [DrawCommand]) { self.commands.append(contentsOf: commands) }
}
