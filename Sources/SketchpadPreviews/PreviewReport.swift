import SketchpadPreviewModel

/// What a previews run did, preview by preview; only the command line turns it into text.
public struct PreviewReport: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Drawn in this run.
        case rendered
        /// Its inputs did not change and its pictures are as written: not drawn again.
        case unchanged
        /// Could not be compiled, laid out or drawn (see ``Entry/message``).
        case failed
    }

    public struct Entry: Sendable {
        public var preview: PreviewDeclaration
        public var status: Status
        /// Files written or kept, relative to the output folder.
        public var outputs: [String]
        /// Why it failed: the compiler's or the runtime's message, at the preview's line.
        public var message: String?
        /// Layout and drawing problems (warnings), one line each.
        public var problems: [String]
    }

    public var entries: [Entry]
    /// Files the discovery could not read, and a build error outside every preview.
    public var problems: [String]
    /// Whether the runner was built in this run (false: nothing to draw, or the last build was good).
    public var built: Bool
    public var seconds: Double

    public func count(_ status: Status) -> Int { entries.filter { $0.status == status }.count }
    public var succeeded: Bool { count(.failed) == 0 && problems.isEmpty }

    /// `3 rendered, 0 failed, 9 unchanged`
    public var summary: String {
        "\(count(.rendered)) rendered, \(count(.failed)) failed, \(count(.unchanged)) unchanged"
    }
}
