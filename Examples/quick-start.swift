// The README's quick start: `sketchpad run Examples/quick-start.swift [output-folder]`.
import Sketchpad

let root = View {
    Label("Welcome back", font: .largeTitle).id("title")
    StackView(axis: .vertical, spacing: 12) {
        TextField(placeholder: "Email")
        TextField(placeholder: "Password", isSecure: true)
        Button("Sign in")
    }.id("form")
}
let title = root.subviews[0], form = root.subviews[1]
root.constrain {
    title.top == root.safeAreaLayoutGuide.top + 32
    title.leading == root.layoutMarginsGuide.leading
    form.top == title.bottom + 24
    form.leading == root.layoutMarginsGuide.leading
    form.trailing == root.layoutMarginsGuide.trailing
}

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
for appearance in [Theme.light, .dark] {
    let scene = try Scene(device: .iPhone15, appearance: appearance, root: root)
    let problems = try scene.render(to: "\(folder)/quick-start-\(appearance.name).png", scale: 1, strict: true)
    print("wrote quick-start-\(appearance.name).png", problems.isEmpty ? "" : "(\(problems.count) warnings)")
}
