/// An `# expect-error KIND` annotation: the operation on `line` should throw a ``SolverError``
/// whose `kind` is `kind`.
///
/// The annotation is a comment (other tools ignore it) on its own line; it applies to the next
/// line that holds an operation. Several annotations before one line expect several errors
/// (a `suggest` with several bad values reports one error per value).
///
/// ```
/// # expect-error duplicateConstraint
/// c#a required == 0 1 x
/// ```
public struct ExpectedError: Sendable, Equatable {
    public var line: Int
    public var kind: String

    public init(line: Int, kind: String) {
        self.line = line
        self.kind = kind
    }

    /// Every `SolverError.kind`, in the order the error cases are declared.
    public static let kinds = [
        "unsatisfiable", "duplicateConstraint", "unknownConstraint", "duplicateEditVariable",
        "unknownEditVariable", "badRequiredStrength", "invalidNumber",
    ]
}
