// An onboarding page written with pins (seed 004): `place(on:).pin(…)`.
//   sketchpad run Examples/pins-onboarding.swift [output-folder]
import Sketchpad

let root = View()
let art = ImageView(placeholderSize: Size(width: 240, height: 240))
art.cornerRadius = 24
let title = Label("Sketch anywhere", font: .title, textAlignment: .center)
let body = Label("Describe a screen in Swift or YAML and get a picture on any Linux machine.",
                 font: .body, numberOfLines: 0, textAlignment: .center)
let pages = SegmentedControl(["1", "2", "3"], selectedIndex: 0)
let next = Button("Continue")
let safe = root.safeAreaLayoutGuide

art.place(on: root).pin(.top(to: safe, inset: 48), .centerX)
title.place(on: root).pin(.top(to: art, .bottom, padding: 32), .leading(inset: 24), .trailing(inset: 24))
body.place(on: root).pin(.top(to: title, .bottom, padding: 12), .leading(inset: 32), .trailing(inset: 32))
next.place(on: root).pin(.bottom(to: safe, inset: 24), .leading(inset: 24), .trailing(inset: 24))
pages.place(on: root).pin(.bottom(to: next, .top, padding: 24), .centerX, .fixedWidth(120))

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhone15, root: root).render(to: folder + "/pins-onboarding.png", scale: 1)
print("wrote \(folder)/pins-onboarding.png")
