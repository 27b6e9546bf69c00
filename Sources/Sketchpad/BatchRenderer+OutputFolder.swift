import Foundation
import SketchpadRender

/// The file-system policy of a batch: the output folder is made and tried before anything is
/// drawn, and nothing the user has is replaced by an output.
extension BatchRenderer {
    /// Creates `folder` and its missing parents (an existing folder is fine).
    static func createFolder(_ folder: String) throws(BatchError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw .outputFolder(path: folder, reason: "a file with that name is in the way")
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != folder { try createFolder(parent) }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw .outputFolder(path: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// Makes the output folder and checks that a file can be created in it.
    static func prepareOutputFolder(_ folder: String) throws(BatchError) {
        try createFolder(folder)
        let probe = folder + "/.sketchpad-probe-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .outputFolder(path: folder, reason: String(cString: strerror(errno))) }
        close(fd)
        unlink(probe)
    }

    /// Why the thing already at an output path must not be replaced, or nil if it may be: nothing
    /// there, or a regular file of the output's format (an earlier render).
    static func existingOutputProblem(_ path: String, format: OutputFormat) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder"
        case S_IFLNK: return "is a symbolic link"
        default: return "is not a regular file"
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 64))
        let looksRight: Bool
        switch format {
        case .png: looksRight = head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .pdf: looksRight = head.starts(with: Array("%PDF-".utf8))
        case .svg: looksRight = head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<svg".utf8))
        }
        return looksRight ? nil : "exists and is not a \(format.rawValue.uppercased()) file"
    }
}
