import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// Reading a template file: only regular files within the size limit, UTF-8 checked byte by
/// byte, then composed by the YAML library with a pre-scan for nesting it would recurse on, and
/// every node counted (alias expansions included) before anything is decoded.
extension TemplateLoader {
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
            case .sequence(let s): for i in (s.startIndex..<s.endIndex).reversed() { stack.append((s[i], depth + 1)) }
            case .mapping(let m):
                // By index: iterating a `Node.Mapping` copies its pairs into a new array first.
                // A mapping of a few keys is scanned for duplicates; a large one hashed.
                var seen: [String: Node]? = m.count > 16 ? [:] : nil
                var few: [(key: String, node: Node)] = []
                if seen == nil { few.reserveCapacity(m.count) }
                for i in m.indices {
                    let k = m[i].key
                    guard case .scalar(let s) = k else { continue }
                    let key = s.string
                    let first: Node?
                    if seen != nil {
                        first = seen![key]
                        if first == nil { seen![key] = k }
                    } else {
                        first = few.first { $0.key == key }?.node
                        if first == nil { few.append((key, k)) }
                    }
                    guard let first else { continue }
                    let at = reader.location(k), was = reader.location(first)
                    if duplicates.insert(at).inserted {
                        reader.fail(k, "duplicate key '\(key)', first written at line \(was.line), column \(was.column) — keep one of them", kind: .structure)
                    }
                }
                for i in (m.startIndex..<m.endIndex).reversed() { stack.append((m[i].value, depth + 1)); stack.append((m[i].key, depth + 1)) }
            }
        }
        return duplicates.isEmpty
    }
}
