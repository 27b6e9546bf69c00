import Foundation

/// A file under one of the served roots that a ``CardSource`` turns into a card.
struct CardFile: Hashable, Sendable {
    /// `<root index>/<relative path>`.
    var id: String
    /// The path to read: the root joined with the relative path.
    var path: String
    /// The root as given.
    var root: String
    var relativePath: String
    /// Which source makes its card (``CardSource/kind``).
    var kind: String
}
