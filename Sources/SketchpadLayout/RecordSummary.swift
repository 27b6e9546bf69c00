/// What the passes over every record ask first, for one record, packed into 8 bytes: the
/// session keeps them in one array beside ``ItemRecord``s (see `LayoutSession.summaries`).
///
/// A record is an object of some 250 bytes; at 10,000 views the 17,000 of them are larger than
/// the processor's second-level cache, so a pass that reads one flag of each was a cache miss
/// per record. The diagnostics, the content pass and the fitting-width check read these instead,
/// and go to the record only for the few items they act on.
struct RecordSummary {
    struct Flags: OptionSet {
        let rawValue: UInt16
        static let view = Flags(rawValue: 1 << 0)
        static let hidden = Flags(rawValue: 1 << 1)
        static let ownsVariables = Flags(rawValue: 1 << 2)
        static let allowsOverlap = Flags(rawValue: 1 << 3)
        static let allowsOverflow = Flags(rawValue: 1 << 4)
        static let superviewClips = Flags(rawValue: 1 << 5)
        static let stackView = Flags(rawValue: 1 << 6)
        static let contentDependsOnWidth = Flags(rawValue: 1 << 7)
        /// A measured width or height (≥ 0): the view has content size entries.
        static let contentSize = Flags(rawValue: 1 << 8)
        /// Measured text (the text-fit check looks at it).
        static let text = Flags(rawValue: 1 << 9)
    }

    /// The record's parent (``ItemRecord/parent``), −1 for none.
    let parent: Int32
    var flags: Flags

    init(_ rec: ItemRecord) {
        parent = Int32(rec.parent ?? -1)
        var flags: Flags = []
        if rec.isView { flags.insert(.view) }
        if rec.hidden { flags.insert(.hidden) }
        if rec.ownsVariables { flags.insert(.ownsVariables) }
        if rec.allowsOverlap { flags.insert(.allowsOverlap) }
        if rec.allowsOverflow { flags.insert(.allowsOverflow) }
        if rec.superviewClips { flags.insert(.superviewClips) }
        if rec.isStackView { flags.insert(.stackView) }
        if rec.contentDependsOnWidth { flags.insert(.contentDependsOnWidth) }
        self.flags = flags
        measured(rec.measurement)
    }

    /// Updates the flags that depend on the record's measurement.
    mutating func measured(_ measurement: ContentMeasurement) {
        flags.remove([.contentSize, .text])
        if measurement.size.width >= 0 || measurement.size.height >= 0 { flags.insert(.contentSize) }
        if !measurement.texts.isEmpty { flags.insert(.text) }
    }

    /// A visible view.
    var isVisibleView: Bool { flags.contains(.view) && !flags.contains(.hidden) }
    /// A visible item with variables of its own (diagnosed for ambiguity and negative sizes).
    var isVisibleOwner: Bool { flags.contains(.ownsVariables) && !flags.contains(.hidden) }
}
