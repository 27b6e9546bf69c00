extension Icon {
    /// What a numbered, lettered or dice symbol, or a currency sign in a container, draws over its
    /// container glyph (Material has no `1.circle`, `die.face.5` or `eurosign.circle`):
    /// `scripts/icons/generate.py` writes it into the icon table from mapping.txt's `@container`,
    /// `@pips` and `@sign` rules, and `DrawingContext.icon(_:color:in:)` draws it.
    ///
    /// ```swift
    /// Icon("1.circle")!.overlay          // Overlay(content: .characters("1"), knocksOut: false)
    /// Icon("a.square.fill")!.overlay     // Overlay(content: .characters("A"), knocksOut: true)
    /// Icon("die.face.5")!.overlay        // Overlay(content: .pips(5), knocksOut: false)
    /// Icon("eurosign.circle")!.overlay   // Overlay(content: .characters("€"), knocksOut: false)
    /// Icon("heart")!.overlay             // nil
    /// ```
    public struct Overlay: Hashable, Sendable {
        /// What is drawn.
        public enum Content: Hashable, Sendable {
            /// Characters centred on the container: a number of one or two digits, a capital letter, or
            /// a currency sign (`€`, `A$`).
            case characters(String)
            /// 1…6 dice pips, laid out as on a die's face.
            case pips(Int)
        }

        public let content: Content
        /// Whether the content is knocked out of a filled container (what is behind shows through),
        /// as SF Symbols' `.fill` variants draw it; otherwise it is drawn in the tint over an outline.
        public let knocksOut: Bool

        public init(content: Content, knocksOut: Bool) {
            self.content = content
            self.knocksOut = knocksOut
        }

        /// The overlay written in the table as `mode content` (`over 1`, `out pips=5`), or nil.
        init?(mode: Substring, content: Substring) {
            guard mode == "over" || mode == "out", !content.isEmpty else { return nil }
            if content.hasPrefix("pips=") {
                guard let count = Int(content.dropFirst(5)), (1...6).contains(count) else { return nil }
                self.content = .pips(count)
            } else {
                self.content = .characters(String(content))
            }
            knocksOut = mode == "out"
        }

        /// Where a die's pips lie, as (column, row) on a 3 × 3 grid (0…2; the middle is 1): the
        /// usual Western die faces. Two and three run from top left to bottom right.
        package static func pipCells(_ count: Int) -> [(column: Int, row: Int)] {
            switch count {
            case 1: return [(1, 1)]
            case 2: return [(0, 0), (2, 2)]
            case 3: return [(0, 0), (1, 1), (2, 2)]
            case 4: return [(0, 0), (2, 0), (0, 2), (2, 2)]
            case 5: return [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)]
            case 6: return [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]
            default: return []
            }
        }
    }
}
