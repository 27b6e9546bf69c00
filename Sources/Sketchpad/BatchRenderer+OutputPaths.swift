import Foundation

extension BatchRenderer {
    /// Outputs that differ only in letter case (`Screen.png`, `screen.png`, from `Screen.yaml` and
    /// `screen.yaml`) stop the run before anything is drawn, as exact collisions do: on a
    /// case-insensitive file system one would silently replace the other, and the same folder
    /// rendered on Linux and on a Mac would give different files.
    ///
    /// `outputs` are the planned outputs (each once, in order); `writers`, each one's templates.
    static func checkLetterCase(of outputs: [String], writers: [String: [String]]) throws(BatchError) {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for output in outputs {
            let key = output.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(output)
        }
        let clashes = order.compactMap { key -> (outputs: [String], sources: [String])? in
            let members = groups[key]!
            guard members.count > 1 else { return nil }
            var sources: [String] = []
            for source in members.flatMap({ writers[$0] ?? [] }) where !sources.contains(source) { sources.append(source) }
            return (members, sources)
        }
        if !clashes.isEmpty { throw BatchError.outputsDifferingInCase(clashes) }
    }

    /// Why writing `path` would leave the output folder `root`, or nil: a folder between the two
    /// that is a symbolic link to somewhere outside `root` (a link to a folder inside it is fine).
    /// The output folder itself may be a link: that is the user's choice of where to write.
    static func escapeProblem(_ path: String, root: String) -> String? {
        let base = root.isEmpty ? "." : (root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root)
        guard path.hasPrefix(base + "/") else { return nil }
        let folders = path.dropFirst(base.count + 1).split(separator: "/").dropLast()
        var current = base
        for folder in folders {
            current += "/" + folder
            var info = stat()
            guard lstat(current, &info) == 0 else { return nil }   // missing: made as a real folder
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            let target = realPath(current)
            if let target, let inside = realPath(base), target.hasPrefix(inside + "/") { continue }
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? target ?? "?"
            return "\(current) is a symbolic link to \(destination), outside the output folder \(base); Sketchpad writes only inside the output folder — remove the link, or choose another folder with -o"
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// An output whose folder turned into a link out of the output folder while the batch was drawing.
struct OutputEscape: Error, CustomStringConvertible {
    let problem: String
    var description: String { problem }
}
