// A form written with stack views and the visual format language.
//   sketchpad run Examples/stacks-and-vfl-form.swift [output-folder]
import Sketchpad

let root = View()
let title = Label("New event", font: .title2)
let name = TextField(placeholder: "Title")
let place = TextField(placeholder: "Location")
let allDay = Checkbox("All day", isChecked: true)
let alert = Switch(isOn: false)
let alertLabel = Label("Remind me")
alertLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)   // the label takes the row; the switch keeps its size
let alertRow = StackView(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [alertLabel, alert])
let fields = StackView(axis: .vertical, spacing: 12, arrangedSubviews: [name, place, allDay, alertRow])
let cancel = Button("Cancel", style: .bordered)
let save = Button("Save")
for view in [title, fields, cancel, save] { root.addSubview(view) }

let views: [String: View] = ["title": title, "fields": fields, "cancel": cancel, "save": save]
try root.addConstraints(visualFormat: "H:|-[title]-|", views: views)
try root.addConstraints(visualFormat: "H:|-[fields]-|", views: views)
try root.addConstraints(visualFormat: "H:|-[cancel(==save)]-12-[save]-|", options: .alignAllCenterY, views: views)
try root.addConstraints(visualFormat: "V:|-40-[title]-20-[fields]", views: views)
try root.addConstraints(visualFormat: "V:[save]-32-|", views: views)

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhone15, root: root).render(to: folder + "/stacks-and-vfl-form.png", scale: 1)
print("wrote \(folder)/stacks-and-vfl-form.png")
