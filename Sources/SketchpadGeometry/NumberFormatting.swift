/// Formats a number for messages: integers without a fraction, others with at most 3 decimals.
/// (No Foundation in this module; the output must be the same on every machine.)
package func formatNumber(_ value: Double) -> String {
    if !value.isFinite { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let integer = Int(rounded)
        return integer == 0 ? "0" : "\(integer)"
    }
    return "\(rounded)"
}
