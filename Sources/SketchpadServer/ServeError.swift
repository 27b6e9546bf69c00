/// Why the preview server cannot start: each says what to do.
package enum ServeError: Error, Equatable, CustomStringConvertible {
    /// A path given to serve does not exist.
    case missingPath(String)
    /// Another program (perhaps another `sketchpad serve`) listens on the port.
    case portInUse(host: String, port: Int)
    /// The host is not an IPv4 address this machine can listen on.
    case badHost(String)
    /// Listening failed for another reason.
    case cannotListen(host: String, port: Int, reason: String)
    /// The page's files are not next to the executable.
    case pageMissing(String)

    package var description: String {
        switch self {
        case .missingPath(let path): return "error: \(path): no such file or folder — give template files or folders to serve"
        case .portInUse(let host, let port):
            return "error: \(host):\(port) is already in use (another sketchpad serve?) — stop it, or pick another port with --port"
        case .badHost(let host): return "error: --host \(host) is not an IPv4 address to listen on — use 127.0.0.1 (default) or 0.0.0.0"
        case .cannotListen(let host, let port, let reason): return "error: cannot listen on \(host):\(port): \(reason)"
        case .pageMissing(let name): return "error: the page's file \(name) is missing from the build — rebuild with `swift build --product sketchpad-serve`"
        }
    }
}
