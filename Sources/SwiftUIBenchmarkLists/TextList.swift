import SketchpadSwiftUI

/// sketchpad-layout-bench's row in SwiftUI: a title and a detail on the leading side, a value
/// and its unit on the trailing side on one baseline (6 views: the row, 4 texts, the value stack).
/// sketchpad-swiftui-bench times it and `LayoutWorkTests` counts its work.
///
/// ```swift
/// let still = try StillRender(TextList(rows: 1_000 / 6), configuration: configuration, measurer: FixedAdvanceTextMeasurer(), drawing: false)
/// ```
package struct ListRow: View {
    package let i: Int

    package init(i: Int) { self.i = i }

    package var body: some View {
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

/// `rows` ``ListRow``s in a vertical stack.
package struct TextList: View {
    package let rows: Int

    package init(rows: Int) { self.rows = rows }

    package var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { ListRow(i: $0) }
        }
    }
}
