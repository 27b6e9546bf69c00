/// How the two sides of a ``Constraint`` relate.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}
