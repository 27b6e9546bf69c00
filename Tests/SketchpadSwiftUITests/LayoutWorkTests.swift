import Foundation
import Testing
import SketchpadLayout
import SketchpadRender
import SketchpadSwiftUI
import SwiftUIBenchmarkLists
import CAllocationCounter

/// The work a layout does per view (issue 21's text list: a node allocated its size cache as it
/// grew, every text cast the measurer again, and the whole laid-out tree was walked a second
/// time for `onPreferenceChange` readers that most screens do not have; every node cast its view
/// to `PrimitiveView` and every text read a dozen values from a hashed environment). The list
/// is sketchpad-swiftui-bench's (`SwiftUIBenchmarkLists`).
@MainActor @Suite struct LayoutWorkTests {
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
        try PreferenceNode.$readerWalks.withValue(counter) { _ = try render(TextList(rows: 20)) }
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
        let still = try render(TextList(rows: 5))
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
        let still = try render(TextList(rows: 3))
        var texts = 0
        still.root.forEachNode { node in
            guard let text = node as? TextNode else { return }
            texts += 1
            #expect(text.measurers === still.session.textMeasurers)
        }
        #expect(texts == 12)
        #expect(still.session.textMeasurers.shaper == nil)  // the fixed-advance measurer shapes no spans
    }

    @Test func aRepeatedStringIsMeasuredOnceARender() throws {
        // Every row's unit is "pts" in one font: measured by the first row, answered from the
        // render's measurements after; so are the values, which repeat every 100 rows.
        func measurements(_ view: some SketchpadSwiftUI.View) throws -> Int { try render(view).session.textMeasurers.measurements }
        let one = try measurements(TextList(rows: 1))
        let pts = try measurements(VStack { ForEach(0..<5, id: \.self) { _ in Text("pts").font(.system(size: 13)) } })
        let same = try measurements(VStack { ForEach(0..<50, id: \.self) { _ in Text("pts").font(.system(size: 13)) } })
        #expect(pts > 0 && same == pts)  // 50 texts measured as 5
        // A row after the first measures its title and detail (unique) only, not "pts" again.
        let ten = try measurements(TextList(rows: 10)), eleven = try measurements(TextList(rows: 11))
        #expect(eleven - ten < one)
        let key = TextMeasureKey(string: "pts", spans: [], font: FontDescription(size: 13), maxWidth: nil, maxLines: nil, truncation: .tail)
        #expect(key != TextMeasureKey(string: "pts", spans: [], font: FontDescription(family: "Menlo", size: 13), maxWidth: nil,
                                      maxLines: nil, truncation: .tail))
    }

    @Test func theTextsOfAListReadTheirEnvironmentOnce() throws {
        // Every text of the list is resolved in one environment: its values are read once, not
        // once a text (each read walked the environment's entries, about fifteen a text).
        #expect(try render(TextList(rows: 20)).session.textEnvironmentReads == 1)
        // Texts in environments of their own read each (a changed one is read again).
        #expect(try render(VStack { Text("a"); Text("b").lineLimit(1); Text("c") }).session.textEnvironmentReads == 3)
    }

    @Test func textsInAlternatingEnvironmentsKeepTheirOwnValues() throws {
        // The last environment's values are kept by its newest entry: texts that alternate
        // between environments each get their own line limit.
        let long = String(repeating: "word ", count: 40)
        let still = try render(VStack(spacing: 0) { Text(long).lineLimit(1); Text(long); Text(long).lineLimit(2); Text(long); Text(long).lineLimit(1) })
        let heights = still.root.children.map(\.frame.height)
        #expect(heights.count == 5)
        #expect(heights[0] > 0 && heights[2] > heights[0] && heights[1] > heights[2])
        #expect(heights[3] == heights[1] && heights[4] == heights[0])
    }

    @Test func aViewTypeIsFoundPrimitiveOnceARender() throws {
        // 60 rows of 14 views to resolve each: every type is looked up once, not once a node.
        let still = try render(TextList(rows: 60))
        let views = still.session.primitiveViews.lookups, modifiers = still.session.primitiveModifiers.lookups
        #expect(views > 0 && views <= 16, "\(views) lookups of view types")
        #expect(modifiers == 1)  // the padding
    }

    @Test func aTypeTableAnswersForEveryTypeWhenTypesShareASlot() {
        // More types than slots: some share one, and each still gets its own answer.
        let table = TypeTable<Int>()
        let types: [Any.Type] = [Int.self, String.self, Double.self, Bool.self, [Int].self, [String].self, Int8.self, UInt8.self,
                                 Int16.self, UInt16.self, Int32.self, UInt32.self, Int64.self, UInt64.self, Float.self, Character.self]
        for _ in 0..<3 {
            for (index, type) in types.enumerated() { #expect(table.value(for: type) { index } == index) }
        }
        #expect(table.lookups >= types.count)
        // A type asked twice in a row is made once.
        let before = table.lookups
        #expect(table.value(for: Character.self) { -1 } == 15)
        #expect(table.lookups == before)
    }

    @Test func aViewTypeIsReflectedForDynamicPropertiesOnceARender() throws {
        // TextList and ListRow have no dynamic properties: each type is reflected once, not each row.
        let still = try render(TextList(rows: 40))
        #expect(still.session.installableTypes.lookups == 2)
        #expect(still.session.installableTypes.value(for: ListRow.self) { true } == false)
    }

    @Test func aTypeTableAnswersAValueSetAfterItWasMade() {
        let table = TypeTable<Bool?>()
        #expect(table.value(for: Int.self) { nil } == nil)
        table.set(false, for: Int.self)
        #expect(table.value(for: Int.self) { true } == false)
        #expect(table.lookups == 1)
    }

    @Test func typesSharingAHomeSlotKeepTheirAnswers() throws {
        // Generic types' metadata is allocated at run time, so which of a render's types share a
        // home slot changes from run to run (a parallel test run made a 60-row list look its view
        // types up 20+ times, not 16). Two types with one home slot, asked in turn, are each
        // worked out once.
        func nested<T>(_: T.Type, depth: Int, into types: inout [Any.Type]) {
            types.append(T.self)
            if depth > 0 { nested([T].self, depth: depth - 1, into: &types) }
        }
        var types: [Any.Type] = []
        nested(Int.self, depth: TypeTable<Int>.capacity, into: &types)  // more types than slots
        var firstWithHome: [Int: Int] = [:]
        var pair: (Int, Int)?
        for (index, type) in types.enumerated() {
            let home = TypeTable<Int>.homeSlot(of: ObjectIdentifier(type))
            if let earlier = firstWithHome[home] { pair = (earlier, index); break }
            firstWithHome[home] = index
        }
        let (a, b) = try #require(pair)
        let table = TypeTable<Int>()
        for _ in 0..<10 {
            #expect(table.value(for: types[a]) { a } == a)
            #expect(table.value(for: types[b]) { b } == b)
        }
        #expect(table.lookups == 2)
    }

    @Test func aLaidOutListAnswersItsMeasurementsWithoutRunTimeAccessChecks() throws {
        // Every node asked again for the size it was placed at, and every text for its metrics:
        // answered from the node's caches, whose accesses are not checked for exclusivity at run
        // time (each answer was a call into the Swift runtime's swift_beginAccess, twice a
        // measurement in a release build's stacks: about 2,000 instructions a view of the list).
        let still = try render(TextList(rows: 3))
        var nodes: [LayoutNode] = []
        still.root.forEachNode { nodes.append($0) }
        #expect(nodes.count == 1 + 3 * 9)
        let proposals = nodes.map(\.placedProposal)
        let texts = nodes.compactMap { $0 as? TextNode }
        sketchpad_access_count_begin()
        var sizes: [CGSize] = []
        sizes.reserveCapacity(nodes.count)
        for (node, proposal) in zip(nodes, proposals) { sizes.append(node.sizeThatFits(proposal)) }
        for text in texts { _ = text.metrics(for: text.placedProposal) }
        let checks = sketchpad_access_count_end()
        #expect(checks == 0, "\(checks) accesses checked at run time")
        #expect(sizes.map(\.width) == nodes.map(\.frame.width))  // the sizes they were placed at
    }

    @Test func placingAListAgainChecksNoAccessAtRunTime() throws {
        // A stack placed again at its proposal reads its cache (the proposal it laid out, where
        // each child goes) and places its children: no access checked at run time.
        let still = try render(TextList(rows: 3))
        let root = still.root
        let frame = root.frame, proposal = root.placedProposal
        let before = root.children.map(\.frame)
        sketchpad_access_count_begin()
        root.place(in: frame, proposal: proposal)
        let checks = sketchpad_access_count_end()
        #expect(checks == 0, "\(checks) accesses checked at run time")
        #expect(root.children.map(\.frame) == before)
    }

    @Test func theAccessCounterCountsTheLibrarysCheckedAccesses() throws {
        // The control: a node's trait values (a stored property still checked at run time),
        // copied by the library's own code, are counted; so is a test's own checked access.
        let still = try render(TextList(rows: 1))
        let child = try #require(still.root.children.first)
        sketchpad_access_count_begin()
        still.root.inheritTraits(from: child)
        #expect(sketchpad_access_count_end() >= 1)
        final class Box { var value = 0 }
        let box = Box()
        sketchpad_access_count_begin()
        box.value += 1
        #expect(sketchpad_access_count_end() >= 1)
    }

    @Test func aTextListRowAllocatesAFewBlocksPerView() throws {
        // The difference of two sizes is the cost of the rows between them (6 views a row).
        func allocations(rows: Int) throws -> Int {
            sketchpad_allocation_count_begin()
            _ = try render(TextList(rows: rows))
            return sketchpad_allocation_count_end()
        }
        _ = try allocations(rows: 5)  // types and tables made once a process
        let perRow = Double(try allocations(rows: 110) - allocations(rows: 10)) / 100
        // The tests' debug build made 198 a row with the type table, the environment chain and
        // builder tuples without boxes (a release build 16.4 a view before them, per dhat).
        #expect(perRow <= 215, "\(perRow) allocations a row")
    }
}

