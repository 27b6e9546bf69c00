/// One `COEF VAR` pair of a constraint line: `-0.5 fh0` is `ScriptTerm(-0.5, "fh0")`.
public struct ScriptTerm: Sendable {
    public var coefficient: Double
    public var variable: String

    public init(_ coefficient: Double, _ variable: String) {
        self.coefficient = coefficient
        self.variable = variable
    }
}
