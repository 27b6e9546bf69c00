import Foundation
import Sketchpad
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// A white image of `width × height` with the given pixels set (x, y, grey level).
func greyImage(width: Int, height: Int, background: UInt8 = 255, pixels: [(Int, Int, UInt8)] = []) -> RGBAImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for p in 0..<(width * height) {
        bytes[p * 4] = background; bytes[p * 4 + 1] = background; bytes[p * 4 + 2] = background; bytes[p * 4 + 3] = 255
    }
    for (x, y, v) in pixels {
        let o = (y * width + x) * 4
        bytes[o] = v; bytes[o + 1] = v; bytes[o + 2] = v
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
}

/// A small scene: a title and a coloured box under it, the box `offset` points lower.
func cardScene(title: String = "Hello, golden", offset: Double = 0, color: Color = Color(hex: 0x0A84FF)) throws -> Scene {
    let root = View(id: "root")
    let label = Label(title, font: FontDescription(size: 17, weight: .bold), id: "title")
    let box = Box(id: "box", fill: color, cornerRadius: 6)
    root.addSubview(label)
    root.addSubview(box)
    Constraint.activate([
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
        box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 10 + offset),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
        box.widthAnchor.constraint(equalToConstant: 120),
        box.heightAnchor.constraint(equalToConstant: 40),
    ])
    return try Scene(size: Size(width: 200, height: 110), root: root)
}

/// A fresh folder removed when the test ends. (Sendable: its one property is a constant.)
final class TemporaryFolder: Sendable {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "sketchpad-testing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }
    func bytes(_ relative: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))) }
    func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    func modificationDate(_ relative: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path + "/" + relative)[.modificationDate] as! Date
    }
}

/// The user the snapshot testing article's `.json` example snapshots.
struct User: Codable {
    let id: Int
    let name: String
    let bio: String
}

/// Hands a callback to another thread. `@unchecked Sendable`: the tests call the callback once,
/// from that one thread, after the closure that made the box has returned.
struct CallbackBox<Value>: @unchecked Sendable {
    let call: (Value) -> Void
    init(_ call: @escaping (Value) -> Void) { self.call = call }
}

