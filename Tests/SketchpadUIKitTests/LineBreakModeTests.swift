import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UILabel.lineBreakMode`: where text too long for one line loses characters.
@MainActor @Suite struct LineBreakModeTests {
    static let text = "Alpha Bravo Charlie Delta Echo Foxtrot"

    /// The byte range of the label's text that the ellipsis stands for (the one cluster of
    /// glyphs that covers several characters), or nil if nothing was cut.
    func elided(_ mode: NSLineBreakMode?) throws -> Range<Int>? {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = Self.text
        if let mode { label.lineBreakMode = mode }
        var offset = 0
        for command in try Scene(view: label).displayList().commands {
            guard case let .glyphs(run) = command else { continue }
            for cluster in run.clusters {
                if cluster.byteCount > 2 { return offset..<(offset + cluster.byteCount) }
                offset += cluster.byteCount
            }
        }
        return nil
    }

    @Test func truncatingModesPutTheEllipsisAtTheHeadMiddleOrTail() throws {
        let total = Self.text.utf8.count
        let tail = try #require(try elided(nil))
        #expect(tail.upperBound == total && tail.lowerBound > 0)
        #expect(try elided(.byTruncatingTail) == tail)
        let head = try #require(try elided(.byTruncatingHead))
        #expect(head.lowerBound == 0 && head.upperBound < total)
        let middle = try #require(try elided(.byTruncatingMiddle))
        #expect(middle.lowerBound > 0 && middle.upperBound < total)
        // A label wide enough for its text cuts nothing.
        let wide = UILabel(frame: CGRect(x: 0, y: 0, width: 600, height: 30))
        wide.text = Self.text
        wide.lineBreakMode = .byTruncatingHead
        let clusters = try Scene(view: wide).displayList().commands.flatMap { command -> [Int] in
            guard case let .glyphs(run) = command else { return [] }
            return run.clusters.map(\.byteCount)
        }
        #expect(clusters.allSatisfy { $0 <= 2 })
        try renderForLooking([.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail], as: "line-break-modes.png")
    }
}

/// The modes that cut without an ellipsis: wrapping modes show the words or characters that fit,
/// clipping cuts the text at the label's edge.
@MainActor @Suite struct LineBreakModeCuttingTests {
    static let text = LineBreakModeTests.text

    func commands(_ mode: NSLineBreakMode, lines: Int = 1, width: CGFloat = 150, height: CGFloat = 30) throws -> [DrawCommand] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = Self.text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return try Scene(view: label).displayList().commands
    }

    func shownText(_ commands: [DrawCommand]) -> String {
        commands.map { command -> String in
            if case let .glyphs(run) = command { return run.text }
            return ""
        }.joined()
    }

    @Test func oneLineWrappingModesShowWhatFitsWithNoEllipsis() throws {
        let byWord = shownText(try commands(.byWordWrapping))
        let byChar = shownText(try commands(.byCharWrapping))
        for shown in [byWord, byChar] {
            #expect(!shown.contains("…") && !shown.isEmpty && Self.text.hasPrefix(shown), "\(shown)")
        }
        // Words end where a space follows in the text; characters fill the line further.
        #expect(Self.text.dropFirst(byWord.count).first == " " || byWord.hasSuffix(" "), "\(byWord)")
        #expect(byChar.count > byWord.trimmingCharacters(in: .whitespaces).count, "\(byChar) vs \(byWord)")
    }

    @Test func clippingDrawsTheWholeLineClippedToTheLabel() throws {
        let drawn = try commands(.byClipping)
        #expect(shownText(drawn) == Self.text)
        let clip = drawn.firstIndex { if case .pushClip(.rect(let rect)) = $0 { return rect.width == 150 }; return false }
        let glyphs = drawn.firstIndex { if case .glyphs = $0 { return true }; return false }
        #expect(clip != nil && glyphs != nil && clip! < glyphs!)
        #expect(drawn.contains { if case .popClip = $0 { return true }; return false })
        // A label wide enough needs no clip.
        let wide = try commands(.byClipping, width: 600)
        #expect(!wide.contains { if case .pushClip = $0 { return true }; return false })
        try renderForLooking([.byWordWrapping, .byCharWrapping, .byClipping], as: "line-break-cutting-modes.png")
    }

    @Test func unlimitedLinesWrapBetweenWordsOrCharacters() throws {
        func lines(_ mode: NSLineBreakMode) throws -> [String] {
            var byLine: [Double: String] = [:]
            for command in try commands(mode, lines: 0, width: 75, height: 200) {
                if case let .glyphs(run) = command { byLine[run.origin.y + run.pen.y, default: ""] += run.text }
            }
            return byLine.keys.sorted().map { byLine[$0]! }
        }
        let byWord = try lines(.byWordWrapping)
        let byChar = try lines(.byCharWrapping)
        #expect(byWord.joined() == Self.text && byChar.joined() == Self.text)
        #expect(byWord.count > 2 && byWord.allSatisfy { $0.hasSuffix(" ") || Self.text.hasSuffix($0) }, "\(byWord)")
        #expect(byChar.contains { !$0.hasSuffix(" ") && !Self.text.hasSuffix($0) }, "breaks inside a word: \(byChar)")
    }
}

/// One 150-point label per mode, stacked, rendered into `$SKETCHPAD_UIKIT_OUT` (when set) to look at.
@MainActor func renderForLooking(_ modes: [NSLineBreakMode], as name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] else { return }
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 150, height: 30 * CGFloat(modes.count)))
    stack.axis = .vertical
    stack.distribution = .fillEqually
    for mode in modes {
        let label = UILabel()
        label.text = LineBreakModeTests.text
        label.lineBreakMode = mode
        stack.addArrangedSubview(label)
    }
    try Scene(view: stack).render(to: folder + "/" + name, scale: 2)
}
