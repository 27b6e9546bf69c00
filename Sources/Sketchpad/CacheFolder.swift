import Foundation

/// Where Sketchpad keeps a kind of cache: the folder an environment variable names, else
/// `$XDG_CACHE_HOME/sketchpad/<name>`, else `~/.cache/sketchpad/<name>`, else the temporary folder.
///
/// ```swift
/// CacheFolder.resolve(variable: "SKETCHPAD_PREVIEW_CACHE", name: "previews")   // ~/.cache/sketchpad/previews
/// ```
package enum CacheFolder {
    package static func resolve(variable: String, name: String,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment[variable], !folder.isEmpty { return folder }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/sketchpad/" + name }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/sketchpad/" + name }
        return NSTemporaryDirectory() + "sketchpad-" + name
    }
}
