import Foundation
import Testing
import SketchpadLayout
import SketchpadRender
import SketchpadSwiftUI

/// The work a layout does per view (issue 21's text list: a node allocated its size cache as it
/// grew, every text cast the measurer again, and the whole laid-out tree was walked a second
/// time for `onPreferenceChange` readers that most screens do not have).
@MainActor @Suite struct LayoutWorkTests {
    /// sketchpad-swiftui-bench's row: texts in stacks, a spacer, a baseline-aligned pair, padding.
    struct Row: SketchpadSwiftUI.View {
        let i: Int
        var body: some SketchpadSwiftUI.View {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Item number \(i)").font(.system(size: 17))
                    Text("Detail text for row \(i)").font(.system(size: 13))
                }
                Spacer()
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("\(i * 7 % 100)").font(.system(size: 15))
                    Text("pts").font(.system(size: 13))
                }
            }
            .padding(8)
        }
    }

    struct List: SketchpadSwiftUI.View {
        let rows: Int
        var body: some SketchpadSwiftUI.View {
            VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { Row(i: $0) } }
        }
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private func render(_ view: some SketchpadSwiftUI.View) throws -> StillRender {
        var configuration = StillRender.Configuration()
        configuration.proposal = ProposedViewSize(width: 390, height: nil)
        return try StillRender(view, configuration: configuration, measurer: FixedAdvanceTextMeasurer(), drawing: false)
    }

    @Test func aScreenWithoutPreferenceReadersIsNotWalkedForThem() throws {
        let counter = EventCounter()
        try PreferenceNode.$readerWalks.withValue(counter) { _ = try render(List(rows: 20)) }
        #expect(counter.count == 0)
    }

    @Test func aScreenWithAPreferenceReaderIsWalkedAndItsActionRuns() throws {
        // The control: with a reader the tree is walked, and the reader gets the value.
        final class Box { var width: CGFloat = -1 }
        let box = Box()
        let view = VStack {
            Color.red.frame(width: 70, height: 10).background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
        }
        .onPreferenceChange(WidthKey.self) { box.width = $0 }
        let counter = EventCounter()
        try PreferenceNode.$readerWalks.withValue(counter) { _ = try render(view) }
        #expect(counter.count == 1)
        #expect(box.width == 70)
    }

    @Test func everyNodeOfTheTextListKeepsItsSizesInline() throws {
        // A stack asks a child at most three proposals along its axis: no node makes an array.
        let still = try render(List(rows: 5))
        var nodes = 0
        still.root.forEachNode { node in
            nodes += 1
            #expect(node.sizes.isInline, "\(type(of: node)) made an array for \(node.sizes.count) sizes")
            #expect(node.sizes.count >= 1)
            if let text = node as? TextNode { #expect(text.metricsCache.isInline) }
        }
        #expect(nodes == 1 + 5 * 9)
    }

    @Test func aProposalCacheKeepsEightEntriesAndDropsTheOldestAfterTheFirstThree() {
        var cache = ProposalCache<Int>()
        let proposals = (0..<10).map { ProposedViewSize(width: CGFloat($0), height: $0 % 2 == 0 ? nil : 5) }
        #expect(cache[proposals[0]] == nil)
        for (i, proposal) in proposals.prefix(3).enumerated() { cache.insert(i, for: proposal) }
        #expect(cache.isInline)
        #expect(cache.count == 3)
        for (i, proposal) in proposals.enumerated().dropFirst(3) { cache.insert(i, for: proposal) }
        #expect(!cache.isInline)
        #expect(cache.count == ProposalCache<Int>.capacity)
        // The first three stay; of the rest, the two oldest (3 and 4) made room for 8 and 9.
        #expect(proposals.map { cache[$0] } == [0, 1, 2, nil, nil, 5, 6, 7, 8, 9])
        // A proposal is found by value: nil and 0 differ, as do width and height.
        #expect(cache[ProposedViewSize(width: 0, height: 0)] == nil)
        #expect(cache[ProposedViewSize(width: 1, height: 5)] == 1)
        // A NaN proposed is never found (ProposedViewSize's == says NaN is unequal to itself).
        var nan = ProposalCache<Int>()
        nan.insert(1, for: ProposedViewSize(width: .nan, height: nil))
        #expect(nan[ProposedViewSize(width: .nan, height: nil)] == nil)
        #expect(nan[ProposedViewSize(width: nil, height: nil)] == nil)
    }

    @Test func everyTextOfARenderSharesTheSessionsMeasurers() throws {
        let still = try render(List(rows: 3))
        var texts = 0
        still.root.forEachNode { node in
            guard let text = node as? TextNode else { return }
            texts += 1
            #expect(text.measurers === still.session.textMeasurers)
        }
        #expect(texts == 12)
        #expect(still.session.textMeasurers.shaper == nil)  // the fixed-advance measurer shapes no spans
    }
}
