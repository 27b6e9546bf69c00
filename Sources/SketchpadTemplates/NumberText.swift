/// A number as a person writes it: `88`, `0.75`, `-6`.
func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
