import Foundation
import Sketchpad

/// A folder given on the command line with no template in it is said to be so: a typo'd folder
/// (or one whose files are all partials) otherwise gives "0 rendered, 0 failed" and exit 0, which a
/// CI job reads as success.
func warnAboutFoldersWithoutTemplates(_ paths: [String]) {
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let files = try? TemplateFile.find(in: [path]), files.isEmpty else { continue }
        printError("warning: no template in \(path) (templates are .yaml or .yml files; names starting with _ or . are partials)")
    }
}
