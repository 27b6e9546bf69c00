// A feed built as one expression with the result builder, rendered in every variant: devices ×
// appearances × text sizes, named as template variants are.
//   sketchpad run Examples/result-builder-feed.swift [output-folder]
import Sketchpad

func feed(_ variant: Variant) -> View {
    let size = variant.textSize
    let root = View {
        NavigationBar(title: "Feed", trailingItem: "New", titleFont: size.font(.headline), itemFont: size.font(.body))
            .id("bar")
        StackView(axis: .vertical, spacing: 0) {
            for (title, detail) in [("Grace replied", "“Tape it into the log book!”"), ("Build passed", "main · 22 templates"),
                                    ("New follower", "Alan Kay followed you")] {
                ListRow(title, subtitle: detail, accessory: .chevron, font: size.font(.body), subtitleFont: size.font(.footnote))
            }
        }.id("list")
    }
    let bar = root.subviews[0], list = root.subviews[1]
    root.constrain {
        bar.top == root.safeAreaLayoutGuide.top
        bar.leading == root.leading
        bar.trailing == root.trailing
        list.top == bar.bottom + 8
        list.leading == root.leading
        list.trailing == root.trailing
    }
    return root
}

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
let written = try Variants(appearances: [.light, .dark], textSizes: [.default, .xLarge])
    .render("result-builder-feed", to: folder, formats: [.png], scale: 1, make: feed)
print("wrote", written.count, "files")
