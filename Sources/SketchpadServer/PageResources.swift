import Foundation

/// The page's files (HTML, CSS, JS), shipped as resources of this module, read once.
enum PageResources {
    /// The files the server hands out, by the path they are asked for; nothing else is served
    /// from the bundle.
    static let files: [String: (name: String, type: String)] = [
        "/": ("index.html", "text/html; charset=utf-8"),
        "/app.js": ("app.js", "text/javascript; charset=utf-8"),
        "/style.css": ("style.css", "text/css; charset=utf-8"),
    ]

    static func load() throws(ServeError) -> [String: (data: Data, type: String)] {
        var loaded: [String: (data: Data, type: String)] = [:]
        for (path, file) in files {
            guard let url = Bundle.module.url(forResource: file.name, withExtension: nil, subdirectory: "Page"),
                  let data = try? Data(contentsOf: url) else { throw .pageMissing(file.name) }
            loaded[path] = (data, file.type)
        }
        return loaded
    }
}
