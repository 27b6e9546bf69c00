// A product card written with anchor lists (seed 002): `addSubview(_:anchors:)`.
//   sketchpad run Examples/anchor-lists-card.swift [output-folder]
import Sketchpad

let root = View()
let card = Box(fill: .white, cornerRadius: 16, shadow: Shadow(offset: Point(x: 0, y: 4), blur: 12))
let photo = ImageView(placeholderSize: nil)
photo.cornerRadius = 12
let title = Label("Field Notes, 3-pack", font: .headline)
let price = Label("$12.00", font: .title3)
let add = Button("Add to bag")

root.addSubview(card, anchors: [.leading(inset: 24), .trailing(inset: 24), .centerY(0)])
card.addSubview(photo, anchors: [.leading(inset: 16), .trailing(inset: 16), .top(inset: 16), .height(180)])
card.addSubview(title, anchors: [.leading(inset: 16), .trailing(inset: 16)])
title.activate(anchors: [.relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 12)], relativeTo: photo)
card.addSubview(price, anchors: [.leading(inset: 16)])
price.activate(anchors: [.relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 4)], relativeTo: title)
card.addSubview(add, anchors: [.leading(inset: 16), .trailing(inset: 16), .bottom(inset: 16)])
add.activate(anchors: [.relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 16)], relativeTo: price)

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhoneSE, root: root).render(to: folder + "/anchor-lists-card.png", scale: 1)
print("wrote \(folder)/anchor-lists-card.png")
