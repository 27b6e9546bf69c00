// A profile header written as equations (seed 003): `item.attribute == expression ~ priority`.
//   sketchpad run Examples/equations-profile.swift [output-folder]
import Sketchpad

let root = View()
let avatar = ImageView(placeholderSize: Size(width: 88, height: 88))
avatar.cornerRadius = 44
let name = Label("Ada Lovelace", font: .title2)
let handle = Label("@ada · London", font: .subheadline)
handle.textColor = Color(hex: 0x6C6C70)
let bio = Label("Writes programs for engines that do not exist yet. Notes on the Analytical Engine, 1843.",
                font: .body, numberOfLines: 0, textAlignment: .center)
let follow = Button("Follow")
let message = Button("Message", style: .bordered)
for view in [avatar, name, handle, bio, follow, message] { root.addSubview(view) }

let margins = root.layoutMarginsGuide
root.constrain {
    avatar.top == root.safeAreaLayoutGuide.top + 24
    avatar.centerX == root.centerX
    name.top == avatar.bottom + 16
    name.centerX == root.centerX
    handle.top == name.bottom + 4
    handle.centerX == root.centerX
    bio.top == handle.bottom + 16
    bio.leading == margins.leading + 16
    bio.trailing == margins.trailing - 16
    follow.top == bio.bottom + 24
    message.top == follow.top
    follow.leading == margins.leading
    message.leading == follow.trailing + 12
    message.trailing == margins.trailing
    follow.width == message.width
}

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhone15, root: root).render(to: folder + "/equations-profile.png", scale: 1)
print("wrote \(folder)/equations-profile.png")
