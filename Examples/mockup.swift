// A mockup written in Swift: `sketchpad run Examples/mockup.swift [output-folder]` writes mockup.png there.
// The script imports Sketchpad (views, constraints, text and rendering) and needs no Package.swift.
import Sketchpad

let root = View()
let title = Label("Hello from a script")
let button = Button("Continue")
root.addSubview(title)
root.addSubview(button)
Constraint.activate([
    title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    button.leadingAnchor.constraint(equalTo: title.leadingAnchor),
    button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
])
let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(size: Size(width: 240, height: 110), root: root).render(to: folder + "/mockup.png")
print("wrote \(folder)/mockup.png")
