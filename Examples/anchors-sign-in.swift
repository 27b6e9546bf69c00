// A sign-in screen written with Auto Layout's anchors.
//   sketchpad run Examples/anchors-sign-in.swift [output-folder]
import Sketchpad

let root = View()
let title = Label("Welcome back", font: .largeTitle)
let subtitle = Label("Sign in to sync your sketches across devices.", font: .subheadline, numberOfLines: 0)
subtitle.textColor = Color(hex: 0x6C6C70)
let email = TextField(placeholder: "Email")
let password = TextField(placeholder: "Password", isSecure: true)
let signIn = Button("Sign in")
let forgot = Button("Forgot password?", style: .plain)
for view in [title, subtitle, email, password, signIn, forgot] { root.addSubview(view) }

let margins = root.layoutMarginsGuide
Constraint.activate([
    title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 32),
    title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
    subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    email.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 32),
    password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
    signIn.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
    forgot.topAnchor.constraint(equalTo: signIn.bottomAnchor, constant: 8),
    forgot.centerXAnchor.constraint(equalTo: root.centerXAnchor),
] + [email, password, signIn].flatMap { view in [
    view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
] })

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhone15, root: root).render(to: folder + "/anchors-sign-in.png", scale: 1)
print("wrote \(folder)/anchors-sign-in.png")
