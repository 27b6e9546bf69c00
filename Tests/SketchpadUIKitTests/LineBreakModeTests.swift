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
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 150, height: 90))
            stack.axis = .vertical
            stack.distribution = .fillEqually
            for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
                let label = UILabel()
                label.text = Self.text
                label.lineBreakMode = mode
                stack.addArrangedSubview(label)
            }
            try Scene(view: stack).render(to: folder + "/line-break-modes.png", scale: 2)
        }
    }
}
