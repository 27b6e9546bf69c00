/// What became of one constraint in a layout: it held, it was an optional one left unmet, or the
/// engine set it aside (broken to resolve a conflict, or unusable).
///
/// ```swift
/// let result = LayoutEngine(canvasSize: Size(width: 320, height: 480)).layout(root)
/// for c in root.constraints where result.outcome(of: c) != .satisfied { print(c, result.outcome(of: c)) }
/// ```
public enum ConstraintOutcome: String, Hashable, Sendable, Codable {
    /// The constraint holds in the solved frames.
    case satisfied
    /// An optional constraint (priority below 1000) that lost to stronger ones.
    case unmet
    /// Broken to resolve a conflict among required constraints, or unusable (mixed attribute
    /// kinds, an item outside the tree): it took no part in the frames.
    case ignored
}

extension LayoutResult {
    /// Whether `constraint` held, was left unmet or was ignored, read from the diagnostics.
    public func outcome(of constraint: Constraint) -> ConstraintOutcome {
        let target = ObjectIdentifier(constraint)
        var unmet = false
        for d in diagnostics {
            if let ignored = d.ignored?.constraint, ObjectIdentifier(ignored) == target { return .ignored }
            let mentioned = d.notes.contains { $0.constraint.map { ObjectIdentifier($0) == target } ?? false }
            guard mentioned else { continue }
            switch d.kind {
            case .invalidConstraint, .itemOutsideHierarchy: return .ignored
            case .unmetOptional: unmet = true
            default: break
            }
        }
        return unmet ? .unmet : .satisfied
    }
}
