// An order summary written as rows and columns (seed 000, CwlLayout): one `applyLayout` expression.
//   sketchpad run Examples/rows-and-columns-checkout.swift [output-folder]
import Sketchpad

let root = View()
func line(_ name: String, _ amount: String, bold: Bool = false) -> (Label, Label) {
    let font: FontDescription = bold ? .headline : .body
    return (Label(name, font: font), Label(amount, font: font, textAlignment: .right))
}
let title = Label("Order summary", font: .title2)
let (items, itemsAmount) = line("3 items", "$36.00")
let (shipping, shippingAmount) = line("Shipping", "$4.50")
let (tax, taxAmount) = line("Tax", "$3.24")
let divider = Divider()
let (total, totalAmount) = line("Total", "$43.74", bold: true)
let pay = Button("Pay now")

root.applyLayout(
    .vertical(
        .space(24),
        .view(title),
        .space(20),
        .horizontal(align: .center, .view(items), .space(.fillRemaining), .view(itemsAmount)),
        .space(12),
        .horizontal(align: .center, .view(shipping), .space(.fillRemaining), .view(shippingAmount)),
        .space(12),
        .horizontal(align: .center, .view(tax), .space(.fillRemaining), .view(taxAmount)),
        .space(16),
        .view(divider),
        .space(16),
        .horizontal(align: .center, .view(total), .space(.fillRemaining), .view(totalAmount)),
        .space(.fillRemaining),
        .view(pay),
        .space(24)
    )
)

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
try Scene(device: .iPhoneSE, root: root).render(to: folder + "/rows-and-columns-checkout.png", scale: 1)
print("wrote \(folder)/rows-and-columns-checkout.png")
