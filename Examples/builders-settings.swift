// A settings screen written with constraint builders (seed 001, SwiftAutoLayout).
//   sketchpad run Examples/builders-settings.swift [output-folder]
import Sketchpad

let root = Box(fill: Color(light: Color(hex: 0xF2F2F7), dark: .black))
let bar = NavigationBar(title: "Settings", trailingItem: "Done")
let header = Label("NOTIFICATIONS", font: .footnote)
header.textColor = Color(hex: 0x6C6C70)
let group = Box(fill: Color(light: .white, dark: Color(hex: 0x1C1C1E)), cornerRadius: 12)
group.clipsToBounds = true
let rows = [ListRow("Push notifications", accessory: .chevron), ListRow("Sounds", detail: "Chime", accessory: .chevron),
            ListRow("Badges", accessory: .checkmark)]
rows.last?.showsSeparator = false

bar.constrain(to: root.safeAreaLayoutGuide).top()
bar.constrain(to: root).leadingTrailing()
header.constrain(to: root.layoutMarginsGuide).leading(inset: 16)
header.constrain(after: bar).vertically(constant: 24)
group.constrain(to: root.layoutMarginsGuide).leadingTrailing()
group.constrain(after: header).vertically(constant: 6)
var previous: View?
for row in rows {
    row.constrain(to: group).leadingTrailing()
    if let previous { row.constrain(after: previous).vertically() } else { row.constrain(to: group).top() }
    previous = row
}
previous?.constrain(to: group).bottom()

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
for theme in [Theme.light, .dark] {
    try Scene(device: .iPhone15, appearance: theme, root: root).render(to: folder + "/builders-settings-\(theme.name).png", scale: 1)
}
print("wrote \(folder)/builders-settings-light.png and -dark.png")
