// The Auto Layout screen the benchmarks lay out (sketchpad-layout-bench, and
// sketchpad-swiftui-bench's `--autolayout` comparison): a list of rows of two-line text pairs.
import SketchpadLayout
import SketchpadWidgets

/// One row: a container with a title and a detail label on the leading side and a stack of two
/// labels on the trailing side: 6 views.
package func makeRow(_ i: Int) -> View {
    let row = View(id: "row\(i)")
    let title = Label("Item number \(i)", font: FontDescription(size: 17), id: "title\(i)")
    let detail = Label("Detail text for row \(i)", font: FontDescription(size: 13), id: "detail\(i)")
    let value = Label("\(i * 7 % 100)", font: FontDescription(size: 15))
    let unit = Label("pts", font: FontDescription(size: 13))
    let stack = StackView(axis: .horizontal, alignment: .firstBaseline, spacing: 4, arrangedSubviews: [value, unit])
    row.addSubview(title)
    row.addSubview(detail)
    row.addSubview(stack)
    Constraint.activate([
        title.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
        detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        detail.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor),
        detail.trailingAnchor.constraint(lessThanOrEqualTo: row.layoutMarginsGuide.trailingAnchor),
        stack.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
        stack.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: stack.leadingAnchor, constant: -8),
    ])
    return row
}

/// A root with `views` views (rounded to whole rows), each row below the previous one.
package func makeList(views: Int) -> (View, Size) {
    let root = View(id: "root")
    let rows = max(1, (views - 1) / 6)
    var previous: View?
    for i in 0..<rows {
        let row = makeRow(i)
        root.addSubview(row)
        Constraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
        ])
        previous = row
    }
    // Rows are 8 + 20.4 + 4 + 15.6 + 8 = 56 points tall with the fixed-advance measurer.
    return (root, Size(width: 390, height: Double(rows) * 56))
}

/// The views a layout placed (layout guides and other items not counted).
package func viewCount(of result: LayoutResult) -> Int { result.entries.count { $0.item is View } }
