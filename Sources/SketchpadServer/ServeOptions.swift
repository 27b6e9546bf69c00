import Foundation

/// How the preview server runs.
package struct ServeOptions: Sendable {
    /// Template files, Swift scripts and folders; nothing outside them is served.
    package var paths: [String]
    /// The address to listen on: loopback unless asked otherwise.
    package var host = "127.0.0.1"
    /// 0 picks a free port (tests).
    package var port = 8080
    /// Threads that lay out and draw.
    package var jobs = 2
    /// Seconds a connection may send nothing (a stalled request, an idle keep-alive) before it is cut off.
    package var readIdleSeconds: Double = 10
    /// Seconds a connection may take nothing before it is cut off.
    package var writeIdleSeconds: Double = 30
    /// Seconds a handler may take to answer.
    package var requestSeconds: Double = 15
    /// The largest request body accepted (bigger: 413).
    package var maxBodyBytes = 64 * 1024
    /// The largest request line and headers accepted (bigger: 431).
    package var maxHeaderBytes = 16 * 1024
    /// Seconds a request may take to arrive whole, however steadily its bytes trickle in (slowloris).
    package var requestDeadlineSeconds: Double = 30
    /// The most bytes of pictures kept drawn.
    package var cacheBytes = 64 << 20
    /// Where `sketchpad test` keeps its goldens (the review page; the only folder written to).
    package var goldenFolder: String? = nil
    /// Where `sketchpad test` wrote its actual pictures (`<golden>/../.sketchpad-test` style folder).
    package var actualFolder: String? = nil
    /// Draw every picture once at the start, and those of a changed file as soon as it changes,
    /// before any page asks (tests that count draws turn it off).
    package var warmsCache = true
    /// Where compiled scripts are kept (nil: `sketchpad run`'s cache, so a script run there is not compiled again).
    package var scriptCache: String? = nil
    /// Seconds a script may run before it is stopped (its card shows why).
    package var scriptSeconds: Double = 60
    /// Where preview runners are built (nil: `sketchpad previews`' cache, `$SKETCHPAD_PREVIEW_CACHE`).
    package var previewCache: String? = nil
    /// `sketchpad-preview-discovery` (nil: next to the running executable).
    package var previewDiscoveryTool: String? = nil
    /// Seconds between checks when no change is announced.
    package var watchInterval: Double = 0.5

    package init(paths: [String]) { self.paths = paths }
}
