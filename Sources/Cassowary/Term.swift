/// A variable times a coefficient: the `3·x` in `3·x + 2·y + 5`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    public var description: String { "\(coefficient) * \(variable)" }
}
